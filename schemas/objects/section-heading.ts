import { defineField, defineType } from 'sanity';

import { localized } from '../lib/locale-validation';
import { studioDescription } from '../../studio/i18n/description';

export const sectionHeading = defineType({
  name: 'sectionHeading',
  title: 'Section heading',
  type: 'object',
  fields: [
    defineField({
      name: 'eyebrow',
      title: 'Eyebrow',
      type: 'localeString',
      description: studioDescription('description.sectionHeading.eyebrow'),
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
      description: studioDescription('description.sectionHeading.intro'),
      validation: localized({ max: 280 }),
    }),
  ],
  preview: {
    select: { title: 'title.en', subtitle: 'eyebrow.en' },
  },
});
