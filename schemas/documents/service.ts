import { defineField, defineType } from 'sanity';

import { SERVICE_CARD_SUMMARY_MAX_CHARS, SERVICE_VALUES } from '../../lib/constants';
import { localized } from '../lib/locale-validation';
import { uniqueAmongType } from '../lib/unique-field';

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
      description:
        'The key booking requests store for this service. Fixed once saved, because stored requests refer to it; to change it, discard the draft.',
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
      description: 'One or two sentences on the service card.',
      validation: localized({ required: true, max: SERVICE_CARD_SUMMARY_MAX_CHARS }),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'localeText',
      description: 'Longer text for pages and structured data.',
      validation: localized({ required: true, max: 600 }),
    }),
    defineField({
      name: 'image',
      title: 'Image',
      type: 'accessibleImage',
      validation: (rule) => rule.required().assetRequired(),
    }),
    defineField({
      name: 'order',
      title: 'Order',
      type: 'number',
      description: 'Position among the service cards (1 comes first). Each service needs its own number.',
      validation: (rule) => rule.required().integer().min(1).custom(uniqueAmongType('order')),
    }),
    defineField({
      name: 'priceFrom',
      title: 'Price from (EUR)',
      type: 'number',
      description: 'Optional starting price shown as "from €…".',
      validation: (rule) => rule.positive().precision(2),
    }),
    defineField({
      name: 'detailPage',
      title: 'Detail page',
      type: 'reference',
      to: [{ type: 'interiorDetailPage' }],
      description: 'Only for a service with its own page (interior detailing); its "More info" link goes there.',
    }),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'title.en', subtitle: 'value', media: 'image' },
  },
});
