import { defineField, defineType } from 'sanity';

import { localized } from '../lib/locale-validation';

export const includedService = defineType({
  name: 'includedService',
  title: 'Included service',
  type: 'object',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'localeString',
      validation: localized({ required: true, max: 60 }),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'localeText',
      validation: localized({ required: true, max: 220 }),
    }),
  ],
  preview: {
    select: { title: 'title.en', subtitle: 'description.en' },
  },
});
