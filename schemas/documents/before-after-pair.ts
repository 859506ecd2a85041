import { orderRankOrdering } from '@sanity/orderable-document-list';
import { orderRank } from '../lib/order-rank-field';
import { defineField, defineType } from 'sanity';

import { localized } from '../lib/locale-validation';
import { studioDescription } from '../../studio/i18n/description';

/**
 * Two photos of the same car, as it came in and as it left: the site overlays them in a comparison
 * control (components/before-after), so they should share their framing and aspect ratio.
 */
export const beforeAfterPair = defineType({
  name: 'beforeAfterPair',
  title: 'Before and after',
  type: 'document',
  fields: [
    defineField({
      name: 'service',
      title: 'Service',
      type: 'reference',
      to: [{ type: 'service' }],
      description: studioDescription('description.beforeAfterPair.service'),
      // A pair shows the work of a service that exists, never of one created from here.
      options: { disableNew: true },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'before',
      title: 'Before',
      type: 'accessibleImage',
      description: studioDescription('description.beforeAfterPair.before'),
      validation: (rule) => rule.required().assetRequired(),
    }),
    defineField({
      name: 'after',
      title: 'After',
      type: 'accessibleImage',
      description: studioDescription('description.beforeAfterPair.after'),
      validation: (rule) => rule.required().assetRequired(),
    }),
    defineField({
      name: 'caption',
      title: 'Caption',
      type: 'localeString',
      description: studioDescription('description.beforeAfterPair.caption'),
      validation: localized({ max: 120 }),
    }),
    // Position among the pairs: set by dragging in the Studio's Before and after list (a service's
    // page shows its own pairs in their relative order there).
    orderRank('beforeAfterPair'),
  ],
  orderings: [orderRankOrdering],
  preview: {
    select: { caption: 'caption.en', alt: 'after.alt.en', service: 'service.title.en', media: 'after' },
    prepare: ({
      caption,
      alt,
      service,
      media,
    }: {
      caption?: string;
      alt?: string;
      service?: string;
      media?: unknown;
    }) => ({
      title: caption ?? alt ?? 'Untitled pair',
      subtitle: service,
      media: media as never,
    }),
  },
});
