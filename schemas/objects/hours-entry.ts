import { defineField, defineType } from 'sanity';

import { localized } from '../lib/locale-validation';

export const hoursEntry = defineType({
  name: 'hoursEntry',
  title: 'Opening hours line',
  type: 'object',
  fields: [
    defineField({
      name: 'days',
      title: 'Days',
      type: 'localeString',
      description: 'As visitors read it, e.g. "Monday – Friday".',
      validation: localized({ required: true, max: 40 }),
    }),
    defineField({
      name: 'hours',
      title: 'Hours',
      type: 'localeString',
      description: 'As visitors read it, e.g. "9:00 – 13:00, 14:00 – 18:00" or "By appointment".',
      validation: localized({ required: true, max: 60 }),
    }),
  ],
  preview: {
    select: { title: 'days.en', subtitle: 'hours.en' },
  },
});
