import { defineField, defineType } from 'sanity';

import { localized } from '../lib/locale-validation';
import { studioDescription } from '../../studio/i18n/description';

export const hoursEntry = defineType({
  name: 'hoursEntry',
  title: 'Opening hours line',
  type: 'object',
  fields: [
    defineField({
      name: 'days',
      title: 'Days',
      type: 'localeString',
      description: studioDescription('description.hoursEntry.days'),
      validation: localized({ required: true, max: 40 }),
    }),
    defineField({
      name: 'hours',
      title: 'Hours',
      type: 'localeString',
      description: studioDescription('description.hoursEntry.hours'),
      validation: localized({ required: true, max: 60 }),
    }),
  ],
  preview: {
    select: { title: 'days.en', subtitle: 'hours.en' },
  },
});
