import { defineField, defineType } from 'sanity';

import { localized } from '../lib/locale-validation';

export const sectionHeading = defineType({
  name: 'sectionHeading',
  title: 'Section heading',
  type: 'object',
  fields: [
    defineField({
      name: 'eyebrow',
      title: 'Eyebrow',
      type: 'localeString',
      description: 'Optional short label above the title.',
      validation: localized({ max: 40 }),
    }),
    defineField({
      name: 'title',
      title: 'Title',
      type: 'localeString',
      validation: localized({ required: true, max: 80 }),
    }),
    defineField({
      name: 'intro',
      title: 'Introduction',
      type: 'localeText',
      description: 'Optional sentence or two under the title.',
      validation: localized({ max: 280 }),
    }),
  ],
  preview: {
    select: { title: 'title.en', subtitle: 'eyebrow.en' },
  },
});
