import { defineField, defineType } from 'sanity';

import { localized } from '../lib/locale-validation';
import { uniqueAmongType } from '../lib/unique-field';

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
    defineField({
      name: 'order',
      title: 'Order',
      type: 'number',
      description: 'Position in the gallery (1 comes first). Each image needs its own number.',
      validation: (rule) => rule.required().integer().min(1).custom(uniqueAmongType('order')),
    }),
    defineField({
      name: 'caption',
      title: 'Caption',
      type: 'localeString',
      description: 'Optional text under the featured image.',
      validation: localized({ max: 120 }),
    }),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { alt: 'image.alt.en', order: 'order', media: 'image' },
    prepare: ({ alt, order, media }: { alt?: string; order?: number; media?: unknown }) => ({
      title: alt ?? 'Untitled image',
      subtitle: order === undefined ? undefined : `#${order}`,
      media: media as never,
    }),
  },
});
