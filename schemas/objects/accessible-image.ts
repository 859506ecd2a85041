import { defineField, defineType } from 'sanity';

import { localized } from '../lib/locale-validation';
import { studioDescription } from '../../studio/i18n/description';

export const accessibleImage = defineType({
  name: 'accessibleImage',
  title: 'Image',
  type: 'image',
  options: { hotspot: true },
  fields: [
    defineField({
      name: 'alt',
      title: 'Alternative text',
      type: 'localeString',
      description: studioDescription('description.accessibleImage.alt'),
      validation: localized({ required: true, max: 160 }),
    }),
  ],
  preview: {
    select: { title: 'alt.en', media: 'asset' },
  },
});
