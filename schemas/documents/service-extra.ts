import { orderRankOrdering } from '@sanity/orderable-document-list';
import { defineArrayMember, defineField, defineType } from 'sanity';

import { SERVICE_EXTRA_TITLE_MAX_CHARS } from '../../lib/constants';
import { studioDescription } from '../../studio/i18n/description';
import { localized } from '../lib/locale-validation';
import { orderRank } from '../lib/order-rank-field';
import { extrasCountRule, priceRule } from '../lib/size-prices';

/**
 * An optional extra a visitor may add to a service (engine bay, headlights, pet hair, odour), at
 * one price whatever the vehicle size: offered with the services it names, or with every service
 * when it names none. Its published `_id` is its key in price lists and booking requests.
 */
export const serviceExtra = defineType({
  name: 'serviceExtra',
  title: 'Extra',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Name',
      type: 'localeString',
      description: studioDescription('description.serviceExtra.title'),
      validation: localized({ required: true, max: SERVICE_EXTRA_TITLE_MAX_CHARS }),
    }),
    defineField({
      name: 'price',
      title: 'Price (EUR)',
      type: 'number',
      description: studioDescription('description.serviceExtra.price'),
      validation: (rule) => rule.custom(priceRule({ unlessOnRequest: false })),
    }),
    defineField({
      name: 'services',
      title: 'Services',
      type: 'array',
      description: studioDescription('description.serviceExtra.services'),
      // Weak, like a review's service: an extra never stops the owner from unpublishing a service.
      of: [
        defineArrayMember({ type: 'reference', to: [{ type: 'service' }], weak: true, options: { disableNew: true } }),
      ],
      validation: (rule) => rule.unique(),
    }),
    // Position among the extras (the service pages', the booking form's): set by dragging in the
    // Studio's Extras list.
    orderRank('serviceExtra'),
  ],
  orderings: [orderRankOrdering],
  validation: (rule) => rule.custom(extrasCountRule),
  preview: {
    select: { title: 'title.en', price: 'price', services: 'services' },
    prepare: ({ title, price, services }: { title?: string; price?: number; services?: unknown[] }) => ({
      title: title ?? 'Untitled extra',
      subtitle: [
        typeof price === 'number' ? `€${price.toFixed(2)}` : 'No price',
        services?.length ? `${services.length} service(s)` : 'Every service',
      ].join(' · '),
    }),
  },
});
