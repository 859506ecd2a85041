import { orderRankOrdering } from '@sanity/orderable-document-list';
import { defineField, defineType } from 'sanity';

import {
  BOOKING_REVIEW_ID,
  LOCALE_TAGS,
  LOCALES,
  REVIEW_RATING,
  REVIEW_SOURCES,
  REVIEW_SHOWN_NAME_MAX_CHARS,
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
  booking: 'Booking on this site',
};

/** How the Studio's list and preview mark a review the site's review page wrote. */
export const VERIFIED_BOOKING_TITLE = 'Verified booking';

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
        rule.required().max(REVIEW_SHOWN_NAME_MAX_CHARS),
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
      // A verified review stays "Booking on this site", and no other review may claim it: the site
      // shows that source as the verified mark its note on reviews explains.
      readOnly: ({ document }) => document?.verifiedBooking === true,
      validation: (rule) => [
        rule.required(),
        rule.custom((source: string | undefined, context) =>
          source === 'booking' && context.document?.verifiedBooking !== true
            ? studioMessages('validation.review-booking-source')
            : true,
        ),
      ],
    }),
    // Set only by the site's review page (lib/content/review-drafts.ts), for a review the customer of
    // a booking wrote through the link mailed after the job; never by hand, so it proves that. It
    // stands only on that booking's own document: a Studio copy of a verified review cannot publish.
    defineField({
      name: 'verifiedBooking',
      title: VERIFIED_BOOKING_TITLE,
      type: 'boolean',
      description: studioDescription('description.review.verifiedBooking'),
      readOnly: true,
      hidden: ({ value }) => value !== true,
      validation: (rule) =>
        rule.custom((verified: boolean | undefined, context) =>
          verified === true && !BOOKING_REVIEW_ID.test(context.document?._id ?? '')
            ? studioMessages('validation.review-verified-copy')
            : true,
        ),
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
      verified: 'verifiedBooking',
      en: 'text.en',
      pt: 'text.pt',
      uk: 'text.uk',
    },
    prepare: ({
      name,
      rating,
      original,
      verified,
      ...text
    }: {
      name?: string;
      rating?: number;
      original?: Locale;
      verified?: boolean;
    } & Partial<Record<Locale, string>>) => ({
      title: [name ?? 'Unnamed reviewer', rating ? '★'.repeat(rating) : undefined].filter(Boolean).join(' · '),
      subtitle:
        [verified ? VERIFIED_BOOKING_TITLE : undefined, original ? text[original] : undefined]
          .filter(Boolean)
          .join(' · ') || undefined,
    }),
  },
});
