import { defineField, defineType } from 'sanity';

import { HERO_TITLE_MAX_CHARS } from '../../lib/constants';
import { localized } from '../lib/locale-validation';

const section = (name: string, title: string, description: string) =>
  defineField({ name, title, type: 'sectionHeading', description, validation: (rule) => rule.required() });

export const homePage = defineType({
  name: 'homePage',
  title: 'Home page',
  type: 'document',
  fields: [
    defineField({
      name: 'hero',
      title: 'Hero',
      type: 'object',
      validation: (rule) => rule.required(),
      fields: [
        defineField({
          name: 'title',
          title: 'Title',
          type: 'localeString',
          validation: localized({ required: true, max: HERO_TITLE_MAX_CHARS }),
        }),
        defineField({
          name: 'description',
          title: 'Description',
          type: 'localeText',
          validation: localized({ required: true, max: 220 }),
        }),
        defineField({
          name: 'image',
          title: 'Background image',
          type: 'accessibleImage',
          description: 'Wide photo, at least 1920 px across; the most important part stays visible via the hotspot.',
          validation: (rule) => rule.required().assetRequired(),
        }),
      ],
    }),
    section('servicesSection', 'Services section', 'Heading above the six service cards.'),
    section('gallerySection', 'Gallery section', 'Heading above the gallery.'),
    section('videoSection', 'Video section', 'Heading above the video.'),
    section('contactSection', 'Contact section', 'Heading above the contact details and booking form.'),
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo' }),
  ],
  preview: {
    select: { title: 'hero.title.en', media: 'hero.image' },
    prepare: ({ title, media }) => ({ title: 'Home page', subtitle: title, media }),
  },
});
