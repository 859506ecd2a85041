import { defineField, defineType, type ReferenceRule } from 'sanity';

import { studioDescription } from '../../studio/i18n/description';
import { studioMessages } from '../../studio/i18n/messages';
import { priceIgnoredOnRequest, priceRule } from '../lib/size-prices';

/** A service's price for one vehicle size class (a row of the service's `prices`), or "on request". */
export const sizePrice = defineType({
  name: 'sizePrice',
  title: 'Price for a vehicle size',
  type: 'object',
  fields: [
    defineField({
      name: 'size',
      title: 'Vehicle size',
      type: 'reference',
      to: [{ type: 'vehicleSize' }],
      // Weak, so the owner can unpublish or delete a size class that services still price: those
      // rows then warn (schemas/lib/size-prices.ts) and the site leaves them out.
      weak: true,
      options: { disableNew: true },
      validation: (rule: ReferenceRule) => rule.required().error(studioMessages('validation.prices.size-required')),
    }),
    defineField({
      name: 'price',
      title: 'Price (EUR)',
      type: 'number',
      description: studioDescription('description.sizePrice.price'),
      validation: (rule) => [
        rule.custom(priceRule({ unlessOnRequest: true })),
        rule.custom(priceIgnoredOnRequest).warning(),
      ],
    }),
    defineField({
      name: 'onRequest',
      title: 'On request',
      type: 'boolean',
      description: studioDescription('description.sizePrice.onRequest'),
      initialValue: false,
    }),
  ],
  preview: {
    select: { size: 'size.title.en', price: 'price', onRequest: 'onRequest' },
    prepare: ({ size, price, onRequest }: { size?: string; price?: number; onRequest?: boolean }) => ({
      title: size ?? 'No vehicle size',
      subtitle: onRequest ? 'On request' : typeof price === 'number' ? `€${price.toFixed(2)}` : 'No price',
    }),
  },
});
