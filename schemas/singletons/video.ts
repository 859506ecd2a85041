import { defineField, defineType } from 'sanity';

import { localized } from '../lib/locale-validation';

export const video = defineType({
  name: 'video',
  title: 'Video',
  type: 'document',
  fields: [
    defineField({
      name: 'title',
      title: 'Title',
      type: 'localeString',
      description: 'Names the video for screen readers.',
      validation: localized({ required: true, max: 80 }),
    }),
    defineField({
      name: 'caption',
      title: 'Caption',
      type: 'localeString',
      description: 'Shown under the video.',
      validation: localized({ required: true, max: 160 }),
    }),
    defineField({
      name: 'file',
      title: 'Video file',
      type: 'file',
      description: 'MP4 (H.264), short and compressed: it loads on the home page.',
      options: { accept: 'video/mp4' },
      validation: (rule) => rule.required().assetRequired(),
    }),
    defineField({
      name: 'poster',
      title: 'Poster image',
      type: 'accessibleImage',
      description: 'Shown before the video plays; same aspect ratio as the video.',
      validation: (rule) => rule.required().assetRequired(),
    }),
  ],
  preview: {
    select: { title: 'title.en', media: 'poster' },
  },
});
