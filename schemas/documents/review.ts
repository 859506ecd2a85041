import { orderRankOrdering } from '@sanity/orderable-document-list';
import { defineField, defineType } from 'sanity';

import {
  LOCALE_TAGS,
  LOCALES,
  REVIEW_RATING,
  REVIEW_SOURCES,
  REVIEW_TEXT_MAX_CHARS,
  type Locale,
  type ReviewSource,
} from '../../lib/constants';
import { studioDescription } from '../../studio/i18n/description';
import { serviceReferenceField } from '../lib/service-reference-field';
import { studioMessages } from '../../studio/i18n/messages';
import { localized } from '../lib/locale-validation';
import { orderRank } from '../lib/order-rank-field';
import { ORIGINAL_LANGUAGE_FIELD } from '../lib/original-language';

/** How the Studio names each source (field options stay English, like field titles). */
export const REVIEW_SOURCE_TITLES: Record<ReviewSource, string> = {
  'in-person': 'In person',
  email: 'Email',
  google: 'Google',
  whatsapp: 'WhatsApp',
  phone: 'Phone',
  other: 'Other',
};

/** "Marta S.": the last word of a reviewer's name is one letter, optionally with its full stop. */
export const NAME_WITH_INITIAL = /^\S.*\s\p{L}\.?$/u;

/** Today as an ISO date (UTC): a review cannot be dated after it. */
const today = () => new Date().toISOString().slice(0, 10);

/**
 * A customer's review, shown on the home page (and by a service's page, by its `service`)
 * in the owner's order. It is written in one language, its original: the text is required in that
 * language only, and the other languages, English included, are translations (a missing one is a
 * warning, as elsewhere, and the Translations tool lists it; the site then shows the original,
 * marked with its language). Only a first name and an initial, as data minimisation asks.
 */
export const review = defineType({
  name: 'review',
  title: 'Review',
  type: 'document',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: studioDescription('description.review.name'),
      validation: (rule) => [
        rule.required().max(40),
        rule
          .custom((name?: string) =>
            name === undefined || NAME_WITH_INITIAL.test(name.trim())
              ? true
              : studioMessages('validation.review-name-initial'),
          )
          .warning(),
      ],
    }),
    defineField({
      name: 'vehicle',
      title: 'Vehicle',
      type: 'string',
      description: studioDescription('description.review.vehicle'),
      validation: (rule) => rule.max(60),
    }),
    serviceReferenceField({ description: studioDescription('description.review.service'), weak: true }),
    defineField({
      name: ORIGINAL_LANGUAGE_FIELD,
      title: 'Original language',
      type: 'string',
      description: studioDescription('description.review.originalLanguage'),
      options: {
        list: LOCALES.map((locale: Locale) => ({ title: LOCALE_TAGS[locale].label, value: locale })),
        layout: 'radio',
        direction: 'horizontal',
      },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'text',
      title: 'Review',
      type: 'localeText',
      description: studioDescription('description.review.text'),
      // Required in the original language (the language fields' own rule, original-language.ts).
      validation: localized({ required: true, max: REVIEW_TEXT_MAX_CHARS }),
    }),
    defineField({
      name: 'rating',
      title: 'Rating',
      type: 'number',
      description: studioDescription('description.review.rating'),
      options: {
        list: Array.from({ length: REVIEW_RATING.max - REVIEW_RATING.min + 1 }, (_, index) => {
          const stars = REVIEW_RATING.min + index;
          return { title: '★'.repeat(stars), value: stars };
        }),
        layout: 'radio',
        direction: 'horizontal',
      },
      validation: (rule) => rule.required().integer().min(REVIEW_RATING.min).max(REVIEW_RATING.max),
    }),
    defineField({
      name: 'date',
      title: 'Date',
      type: 'date',
      description: studioDescription('description.review.date'),
      initialValue: today,
      validation: (rule) =>
        rule
          .required()
          .custom((date?: string) =>
            date === undefined || date <= today() ? true : studioMessages('validation.date-in-future'),
          ),
    }),
    defineField({
      name: 'source',
      title: 'Source',
      type: 'string',
      description: studioDescription('description.review.source'),
      options: { list: REVIEW_SOURCES.map((source) => ({ title: REVIEW_SOURCE_TITLES[source], value: source })) },
      validation: (rule) => rule.required(),
    }),
    // Position on the site: set by dragging in the Studio's list of reviews.
    orderRank('review'),
  ],
  orderings: [orderRankOrdering],
  preview: {
    select: {
      name: 'name',
      rating: 'rating',
      original: ORIGINAL_LANGUAGE_FIELD,
      en: 'text.en',
      pt: 'text.pt',
      uk: 'text.uk',
    },
    prepare: ({
      name,
      rating,
      original,
      ...text
    }: {
      name?: string;
      rating?: number;
      original?: Locale;
    } & Partial<Record<Locale, string>>) => ({
      title: [name ?? 'Unnamed reviewer', rating ? '★'.repeat(rating) : undefined].filter(Boolean).join(' · '),
      subtitle: original ? text[original] : undefined,
    }),
  },
});
