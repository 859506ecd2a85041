import { defineArrayMember, defineField, defineType } from 'sanity';

import { localized } from '../lib/locale-validation';
import { studioDescription } from '../../studio/i18n/description';

export const aboutPage = defineType({
  name: 'aboutPage',
  title: 'About page',
  type: 'document',
  fields: [
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
      validation: localized({ required: true, max: 280 }),
    }),
    defineField({
      name: 'whoWeAre',
      title: 'Who we are',
      type: 'textBlock',
      description: studioDescription('description.aboutPage.textBlock'),
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'whatWeDo',
      title: 'What we do',
      type: 'textBlock',
      description: studioDescription('description.aboutPage.textBlock'),
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'images',
      title: 'Images',
      type: 'array',
      of: [defineArrayMember({ type: 'accessibleImage' })],
      options: { layout: 'grid' },
      validation: (rule) => rule.required().length(2),
    }),
    defineField({
      name: 'cta',
      title: 'Call to action',
      type: 'object',
      description: studioDescription('description.aboutPage.cta'),
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: 'title',
          title: 'Title',
          type: 'localeString',
          validation: localized({ required: true, max: 80 }),
        }),
        defineField({
          name: 'text',
          title: 'Text',
          type: 'localeText',
          validation: localized({ required: true, max: 220 }),
        }),
      ],
    }),
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo' }),
  ],
  preview: {
    select: { title: 'title.en', media: 'images.0' },
  },
});
