import { defineField, defineType } from 'sanity';

import { localized } from '../lib/locale-validation';

export const heroStat = defineType({
  name: 'heroStat',
  title: 'Hero figure',
  type: 'object',
  fields: [
    defineField({
      name: 'value',
      title: 'Figure',
      type: 'string',
      description: 'Shown large and identical in every language, e.g. "500+", "Premium", "100%".',
      validation: (rule) => rule.required().max(12),
    }),
    defineField({
      name: 'label',
      title: 'Label',
      type: 'localeString',
      description: 'Shown under the figure, e.g. "Cars detailed".',
      validation: localized({ required: true, max: 40 }),
    }),
  ],
  preview: {
    select: { title: 'value', subtitle: 'label.en' },
  },
});
