import { orderRankOrdering } from '@sanity/orderable-document-list';
import { orderRank } from '../lib/order-rank-field';
import { defineField, defineType } from 'sanity';

import { localized } from '../lib/locale-validation';
import { studioDescription } from '../../studio/i18n/description';

export const galleryImage = defineType({
  name: 'galleryImage',
  title: 'Gallery image',
  type: 'document',
  fields: [
    defineField({
      name: 'image',
      title: 'Image',
      type: 'accessibleImage',
      validation: (rule) => rule.required().assetRequired(),
    }),
    // Position in the gallery: set by dragging in the Studio's Gallery images list.
    orderRank('galleryImage'),
    defineField({
      name: 'caption',
      title: 'Caption',
      type: 'localeString',
      description: studioDescription('description.galleryImage.caption'),
      validation: localized({ max: 120 }),
    }),
  ],
  orderings: [orderRankOrdering],
  preview: {
    select: { alt: 'image.alt.en', media: 'image' },
    prepare: ({ alt, media }: { alt?: string; media?: unknown }) => ({
      title: alt ?? 'Untitled image',
      media: media as never,
    }),
  },
});
