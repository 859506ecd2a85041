import { defineField, defineType } from 'sanity';

import { HERO_TITLE_MAX_CHARS } from '../../lib/constants';
import { localized } from '../lib/locale-validation';
import { studioDescription } from '../../studio/i18n/description';

const section = (
  name:
    'servicesSection' | 'gallerySection' | 'beforeAfterSection' | 'reviewsSection' | 'videoSection' | 'contactSection',
  title: string,
) =>
  defineField({
    name,
    title,
    type: 'sectionHeading',
    description: studioDescription(`description.homePage.${name}`),
    validation: (rule) => rule.required(),
  });

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
          description: studioDescription('description.homePage.heroImage'),
          validation: (rule) => rule.required().assetRequired(),
        }),
      ],
    }),
    section('servicesSection', 'Services section'),
    section('gallerySection', 'Gallery section'),
    // The before and after pairs close the gallery section, under a heading of their own.
    section('beforeAfterSection', 'Before and after heading'),
    section('reviewsSection', 'Reviews section'),
    defineField({
      name: 'reviewsNote',
      title: 'Reviews section: how reviews are checked',
      type: 'localeText',
      description: studioDescription('description.homePage.reviewsNote'),
      // EU consumer law (Directive 2019/2161, art. 7(6) of Directive 2005/29/EC) asks a trader who
      // shows consumer reviews to say whether and how it checks they come from real customers.
      validation: localized({ required: true, max: 400 }),
    }),
    section('videoSection', 'Video section'),
    section('contactSection', 'Contact section'),
    defineField({ name: 'seo', title: 'Search and sharing', type: 'seo' }),
  ],
  preview: {
    select: { title: 'hero.title.en', media: 'hero.image' },
    prepare: ({ title, media }) => ({ title: 'Home page', subtitle: title, media }),
  },
});
