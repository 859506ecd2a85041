import { defineField, defineType } from 'sanity';

import { localized } from '../lib/locale-validation';
import { studioDescription } from '../../studio/i18n/description';

export const textBlock = defineType({
  name: 'textBlock',
  title: 'Text block',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'localeString',
      validation: localized({ required: true, max: 80 }),
    }),
    defineField({
      name: 'body',
      title: 'Body',
      type: 'localeBlockContent',
      description: studioDescription('description.textBlock.body'),
      validation: localized({ required: true, max: 1500 }),
    }),
  ],
  preview: {
    select: { title: 'title.en' },
  },
});
