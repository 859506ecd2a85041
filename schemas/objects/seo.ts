import { defineField, defineType } from 'sanity';

import { localized } from '../lib/locale-validation';
import { studioDescription } from '../../studio/i18n/description';

export const seo = defineType({
  name: 'seo',
  title: 'Search and sharing',
  type: 'object',
  description: studioDescription('description.seo'),
  options: { collapsible: true, collapsed: true },
  fields: [
    defineField({
      name: 'title',
      title: 'Page title',
      type: 'localeString',
      description: studioDescription('description.seo.title'),
      validation: localized({ max: 70 }),
    }),
    defineField({
      name: 'description',
      title: 'Description',
      type: 'localeText',
      description: studioDescription('description.seo.description'),
      validation: localized({ max: 170 }),
    }),
    defineField({
      name: 'image',
      title: 'Sharing image',
      type: 'image',
      description: studioDescription('description.seo.image'),
    }),
  ],
});
