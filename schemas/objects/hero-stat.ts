import { defineField, defineType } from 'sanity';

import { localized } from '../lib/locale-validation';
import { studioDescription } from '../../studio/i18n/description';

export const heroStat = defineType({
  name: 'heroStat',
  title: 'Hero figure',
  type: 'object',
  fields: [
    defineField({
      name: 'value',
      title: 'Figure',
      type: 'string',
      description: studioDescription('description.heroStat.value'),
      validation: (rule) => rule.required().max(12),
    }),
    defineField({
      name: 'label',
      title: 'Label',
      type: 'localeString',
      description: studioDescription('description.heroStat.label'),
      validation: localized({ required: true, max: 40 }),
    }),
  ],
  preview: {
    select: { title: 'value', subtitle: 'label.en' },
  },
});
