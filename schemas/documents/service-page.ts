import { defineArrayMember, defineField, defineType } from 'sanity';

import { SERVICE_PAGE_MENU_TITLE_MAX_CHARS, SERVICE_PAGE_SLUG_PATTERN } from '../../lib/constants';
import { localized } from '../lib/locale-validation';
import { uniqueAmongType } from '../lib/unique-field';
import { studioDescription } from '../../studio/i18n/description';
import { studioMessageFor } from '../../studio/i18n/messages';

const blockTitle = defineField({
  name: 'title',
  title: 'Title',
  type: 'localeString',
  validation: localized({ required: true, max: 80 }),
});

/**
 * A service's own page at /services/<slug>, made by the owner for any service: publishing it puts
 * it live, in the sitemap and the header's Services menu, and points the service's card at it;
 * unpublishing it turns the card back to the contact section. Only the hero and the description
 * are required; each other block shows when it has content (the service's before and after pairs,
 * reviews and questions: when the service has any).
 */
export const servicePage = defineType({
  name: 'servicePage',
  title: 'Service page',
  type: 'document',
  fields: [
    defineField({
      name: 'service',
      title: 'Service',
      type: 'reference',
      to: [{ type: 'service' }],
      description: studioDescription('description.servicePage.service'),
      validation: (rule) =>
        rule
          .required()
          .custom((value: { _ref?: string } | undefined, context) =>
            uniqueAmongType('service._ref')(value?._ref, context),
          ),
    }),
    defineField({
      name: 'slug',
      title: 'Address',
      type: 'slug',
      description: studioDescription('description.servicePage.slug'),
      options: { source: 'menuTitle.en', maxLength: 60 },
      validation: (rule) =>
        rule
          .required()
          .custom((value: { current?: string } | undefined, context) =>
            value?.current === undefined || SERVICE_PAGE_SLUG_PATTERN.test(value.current)
              ? true
              : studioMessageFor(context, 'validation.slug-format'),
          ),
    }),
    defineField({
      name: 'menuTitle',
      title: 'Menu title',
      type: 'localeString',
      description: studioDescription('description.servicePage.menuTitle'),
      validation: localized({ required: true, max: SERVICE_PAGE_MENU_TITLE_MAX_CHARS }),
    }),
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
          validation: (rule) => rule.assetRequired(),
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
    }),
    defineField({
      name: 'included',
      title: 'Included services',
      type: 'object',
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
            rule.custom((value: { min?: number; max?: number } | undefined, context) =>
              value?.min !== undefined && value.max !== undefined && value.min > value.max
                ? { message: studioMessageFor(context, 'validation.maximum-below-minimum'), path: ['max'] }
                : true,
            ),
          fields: [
            defineField({
              name: 'min',
              title: 'From',
              type: 'number',
              validation: (rule) => rule.required().positive(),
            }),
            defineField({
              name: 'max',
              title: 'To',
              type: 'number',
              validation: (rule) => rule.required().positive(),
            }),
          ],
        }),
        defineField({
          name: 'durationNote',
          title: 'Duration note',
          type: 'localeString',
          description: studioDescription('description.servicePage.durationNote'),
          validation: localized({ max: 80 }),
        }),
      ],
    }),
    defineField({
      name: 'beforeAfterSection',
      title: 'Before and after section',
      type: 'sectionHeading',
      description: studioDescription('description.servicePage.beforeAfterSection'),
    }),
    defineField({
      name: 'reviewsSection',
      title: 'Reviews section',
      type: 'sectionHeading',
      description: studioDescription('description.servicePage.reviewsSection'),
    }),
    defineField({
      name: 'faqSection',
      title: 'Questions section',
      type: 'sectionHeading',
      description: studioDescription('description.servicePage.faqSection'),
    }),
    defineField({
      name: 'relatedLinks',
      title: 'Related links',
      type: 'object',
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
    select: { title: 'menuTitle.en', subtitle: 'slug.current', media: 'hero.image' },
  },
});
