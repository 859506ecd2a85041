import { orderRankOrdering } from '@sanity/orderable-document-list';
import { orderRank } from '../lib/order-rank-field';
import { defineArrayMember, defineField, defineType } from 'sanity';

import {
  APPOINTMENT_DURATION_MAX_MINUTES,
  APPOINTMENT_DURATION_MIN_MINUTES,
  SERVICE_CARD_SUMMARY_MAX_CHARS,
  SERVICE_DURATION_DEFAULT_MINUTES,
  SERVICE_VALUES,
} from '../../lib/constants';
import { localized } from '../lib/locale-validation';
import { rowsForPublishedSizes, sizePricesRule } from '../lib/size-prices';
import { uniqueAmongType } from '../lib/unique-field';
import { studioDescription } from '../../studio/i18n/description';

export const SERVICE_VALUE_TITLES: Record<(typeof SERVICE_VALUES)[number], string> = {
  'full-detail': 'Full detail',
  'paint-correction': 'Paint correction',
  'ceramic-coating': 'Ceramic coating',
  'interior-detailing': 'Interior detailing',
  ppf: 'Paint protection film',
  'express-detail': 'Express detail',
};

export const service = defineType({
  name: 'service',
  title: 'Service',
  type: 'document',
  fields: [
    defineField({
      name: 'value',
      title: 'Booking value',
      type: 'string',
      description: studioDescription('description.service.value'),
      options: { list: SERVICE_VALUES.map((value) => ({ title: SERVICE_VALUE_TITLES[value], value })) },
      // `_createdAt` exists once the document (or its draft) is stored in the dataset.
      readOnly: ({ document, value }) => Boolean(value) && Boolean(document?._createdAt),
      validation: (rule) => rule.required().custom(uniqueAmongType('value')),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'localeString',
      validation: localized({ required: true, max: 60 }),
    }),
    defineField({
      name: 'summary',
      title: 'Card text',
      type: 'localeText',
      description: studioDescription('description.service.summary'),
      validation: localized({ required: true, max: SERVICE_CARD_SUMMARY_MAX_CHARS }),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'localeText',
      description: studioDescription('description.service.description'),
      validation: localized({ required: true, max: 600 }),
    }),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'accessibleImage',
      validation: (rule) => rule.required().assetRequired(),
    }),
    // Position among the service cards: set by dragging in the Studio's Services list.
    orderRank('service'),
    defineField({
      name: 'prices',
      title: 'Prices by vehicle size',
      type: 'array',
      description: studioDescription('description.service.prices'),
      of: [defineArrayMember({ type: 'sizePrice' })],
      // A new service starts with a row per published size class, so only the prices are left to fill.
      initialValue: rowsForPublishedSizes,
      validation: (rule) => [rule.custom(sizePricesRule('error')), rule.custom(sizePricesRule('warning')).warning()],
    }),
    defineField({
      name: 'durationMinutes',
      title: 'Duration (minutes)',
      type: 'number',
      description: studioDescription('description.service.durationMinutes'),
      initialValue: SERVICE_DURATION_DEFAULT_MINUTES,
      // A warning when unset, so a service stored before durations existed still publishes.
      validation: (rule) => [
        rule.required().warning(),
        rule.integer().min(APPOINTMENT_DURATION_MIN_MINUTES).max(APPOINTMENT_DURATION_MAX_MINUTES),
      ],
    }),
  ],
  orderings: [orderRankOrdering],
  preview: {
    select: { title: 'title.en', subtitle: 'value', media: 'image' },
  },
});
