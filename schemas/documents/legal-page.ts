import { defineField, defineType } from 'sanity';

import { localized } from '../lib/locale-validation';
import { studioDescription } from '../../studio/i18n/description';

export const legalPage = defineType({
  name: 'legalPage',
  title: 'Legal page',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'localeString',
      validation: localized({ required: true, max: 80 }),
    }),
    defineField({
      name: 'slug',
      title: 'Slug',
      type: 'slug',
      description: studioDescription('description.legalPage.slug'),
      options: { source: 'title.en', maxLength: 60 },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'body',
      title: 'Body',
      type: 'localeBlockContent',
      validation: localized({ required: true }),
    }),
    defineField({
      name: 'lastUpdated',
      title: 'Last updated',
      type: 'date',
      validation: (rule) => rule.required(),
    }),
  ],
  preview: {
    select: { title: 'title.en', subtitle: 'slug.current' },
  },
});
