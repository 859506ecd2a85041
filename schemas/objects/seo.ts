import { defineField, defineType } from 'sanity';

import { localized } from '../lib/locale-validation';

export const seo = defineType({
  name: 'seo',
  title: 'Search and sharing',
  type: 'object',
  description: 'Overrides the defaults from Site settings for this page. Leave empty to use them.',
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'title',
      title: 'Page title',
      type: 'localeString',
      description: 'Shown in search results and browser tabs; about 60 characters fit.',
      validation: localized({ max: 70 }),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'localeText',
      description: 'Shown under the title in search results; about 155 characters fit.',
      validation: localized({ max: 170 }),
    }),
    defineField({
      name: 'image',
      title: 'Sharing image',
      type: 'image',
      description: 'Shown when the page is shared on social networks; 1200 × 630 works best.',
    }),
  ],
});
