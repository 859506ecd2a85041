import { defineField, defineType } from 'sanity';

import { localized } from '../lib/locale-validation';
import { studioDescription } from '../../studio/i18n/description';

export const video = defineType({
  name: 'video',
  title: 'Video',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'localeString',
      description: studioDescription('description.video.title'),
      validation: localized({ required: true, max: 80 }),
    }),
    defineField({
      name: 'caption',
      title: 'Caption',
      type: 'localeString',
      description: studioDescription('description.video.caption'),
      validation: localized({ required: true, max: 160 }),
    }),
    defineField({
      name: 'file',
      title: 'Video file',
      type: 'file',
      description: studioDescription('description.video.file'),
      options: { accept: 'video/mp4' },
      validation: (rule) => rule.required().assetRequired(),
    }),
    defineField({
      name: 'poster',
      title: 'Poster image',
      type: 'accessibleImage',
      description: studioDescription('description.video.poster'),
      validation: (rule) => rule.required().assetRequired(),
    }),
  ],
  preview: {
    select: { title: 'title.en', media: 'poster' },
  },
});
