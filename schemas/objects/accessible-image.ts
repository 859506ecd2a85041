import { defineField, defineType } from 'sanity';

import { localized } from '../lib/locale-validation';

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
      description:
        'What the image shows, for screen readers and search engines (e.g. "Ceramic-coated bonnet reflecting studio light bars").',
      validation: localized({ required: true, max: 160 }),
    }),
  ],
  preview: {
    select: { title: 'alt.en', media: 'asset' },
  },
});
