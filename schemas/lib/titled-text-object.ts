import { defineField, defineType } from 'sanity';

import { localized } from './locale-validation';

/** An object type holding a short translated title and a translated description (reasons, included services). */
export function titledTextObject(name: string, title: string) {
  return defineType({
    name,
    title,
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
}
