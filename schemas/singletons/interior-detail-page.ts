import { defineArrayMember, defineField, defineType } from 'sanity';

import { INTERIOR_DETAILING_DURATION_HOURS } from '../../lib/constants';
import { localized } from '../lib/locale-validation';
import { studioDescription } from '../../studio/i18n/description';
import { studioMessageFor } from '../../studio/i18n/messages';

const blockTitle = defineField({
  name: 'title',
  title: 'Title',
  type: 'localeString',
  validation: localized({ required: true, max: 80 }),
});

export const interiorDetailPage = defineType({
  name: 'interiorDetailPage',
  title: 'Interior detailing page',
  type: 'document',
  fields: [
    defineField({
      name: 'hero',
      title: 'Hero',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        blockTitle,
        defineField({
          name: 'subtitle',
          title: 'Subtitle',
          type: 'localeText',
          validation: localized({ required: true, max: 220 }),
        }),
        defineField({
          name: 'image',
          title: 'Image',
          type: 'accessibleImage',
          validation: (rule) => rule.required().assetRequired(),
        }),
      ],
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'textBlock',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'whyItMatters',
      title: 'Why it matters',
      type: 'textBlock',
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'included',
      title: 'Included services',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        blockTitle,
        defineField({
          name: 'items',
          title: 'Items',
          type: 'array',
          of: [defineArrayMember({ type: 'includedService' })],
          validation: (rule) => rule.required().min(1),
        }),
      ],
    }),
    defineField({
      name: 'idealFor',
      title: 'Ideal for',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        blockTitle,
        defineField({
          name: 'items',
          title: 'Items',
          type: 'array',
          of: [defineArrayMember({ type: 'localeString' })],
          validation: (rule) => rule.required().min(1),
        }),
      ],
    }),
    defineField({
      name: 'schedule',
      title: 'Schedule',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        blockTitle,
        defineField({
          name: 'areas',
          title: 'Service areas',
          type: 'array',
          of: [defineArrayMember({ type: 'localeString' })],
          validation: (rule) => rule.required().min(1),
        }),
        defineField({
          name: 'durationHours',
          title: 'Duration (hours)',
          type: 'object',
          options: { columns: 2 },
          validation: (rule) =>
            rule
              .required()
              .custom((value: { min?: number; max?: number } | undefined, context) =>
                value?.min !== undefined && value.max !== undefined && value.min > value.max
                  ? { message: studioMessageFor(context, 'validation.maximum-below-minimum'), path: ['max'] }
                  : true,
              ),
          fields: [
            defineField({
              name: 'min',
              title: 'From',
              type: 'number',
              initialValue: INTERIOR_DETAILING_DURATION_HOURS.min,
              validation: (rule) => rule.required().positive(),
            }),
            defineField({
              name: 'max',
              title: 'To',
              type: 'number',
              initialValue: INTERIOR_DETAILING_DURATION_HOURS.max,
              validation: (rule) => rule.required().positive(),
            }),
          ],
        }),
        defineField({
          name: 'durationNote',
          title: 'Duration note',
          type: 'localeString',
          description: studioDescription('description.interiorDetailPage.durationNote'),
          validation: localized({ required: true, max: 80 }),
        }),
      ],
    }),
    defineField({
      name: 'faqSection',
      title: 'Questions section',
      type: 'sectionHeading',
      description: studioDescription('description.interiorDetailPage.faqSection'),
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'relatedLinks',
      title: 'Related links',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        blockTitle,
        defineField({
          name: 'links',
          title: 'Links',
          type: 'array',
          of: [defineArrayMember({ type: 'relatedLink' })],
          validation: (rule) => rule.required().min(1),
        }),
      ],
    }),
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo' }),
  ],
  preview: {
    select: { title: 'hero.title.en', media: 'hero.image' },
  },
});
