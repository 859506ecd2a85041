import { orderRankOrdering } from '@sanity/orderable-document-list';
import { orderRank } from '../lib/order-rank-field';
import { defineField, defineType } from 'sanity';

import { localized } from '../lib/locale-validation';
import { studioDescription } from '../../studio/i18n/description';
import { serviceReferenceField } from '../lib/service-reference-field';
import { studioMessages } from '../../studio/i18n/messages';

type PhotoValue = {
  asset?: { _ref?: string };
  crop?: { top?: number; bottom?: number; left?: number; right?: number };
};

/** A photo's proportions as the site serves it: the original's (from its asset id) under the crop. */
export function photoProportions(photo: PhotoValue | undefined): number | null {
  const size = /^image-[^-]+-(\d+)x(\d+)-[^-]+$/.exec(photo?.asset?._ref ?? '');
  if (!size) return null;
  const { top = 0, bottom = 0, left = 0, right = 0 } = photo?.crop ?? {};
  const height = Number(size[2]) * (1 - top - bottom);
  return height > 0 ? (Number(size[1]) * (1 - left - right)) / height : null;
}

/** How far two photos' proportions may differ (1 %) before the after one is visibly cut to fit. */
const PROPORTION_TOLERANCE = 0.01;

/**
 * Two photos of the same car, as it came in and as it left: the site overlays them in a comparison
 * control (components/before-after), so they should share their framing and aspect ratio.
 */
export const beforeAfterPair = defineType({
  name: 'beforeAfterPair',
  title: 'Before and after',
  type: 'document',
  fields: [
    serviceReferenceField({
      description: studioDescription('description.beforeAfterPair.service'),
      weak: true,
      required: true,
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
      validation: (rule) => [
        rule.required().assetRequired(),
        // The site lays it over the before photo, in that one's frame: other proportions are cut to fit.
        rule
          .custom((after: PhotoValue | undefined, context) => {
            const own = photoProportions(after);
            const before = photoProportions((context.document as { before?: PhotoValue } | undefined)?.before);
            if (own === null || before === null || Math.abs(own / before - 1) <= PROPORTION_TOLERANCE) return true;
            return studioMessages('validation.before-after-proportions');
          })
          .warning(),
      ],
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
