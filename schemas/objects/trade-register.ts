import { defineField, defineType } from 'sanity';
import { studioDescription } from '../../studio/i18n/description';
import { studioMessages } from '../../studio/i18n/messages';

/** Where a company is registered (Código das Sociedades Comerciais, art. 171): the registry office and its number. */
export const tradeRegister = defineType({
  name: 'tradeRegister',
  title: 'Trade register',
  type: 'object',
  fields: [
    defineField({
      name: 'office',
      title: 'Registry office',
      type: 'string',
      description: studioDescription('description.tradeRegister.office'),
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'number',
      title: 'Registration number',
      type: 'string',
      description: studioDescription('description.tradeRegister.number'),
      validation: (rule) => [rule.required(), rule.regex(/^\d+$/).error(studioMessages('validation.format.digits'))],
    }),
  ],
  preview: {
    select: { title: 'office', subtitle: 'number' },
  },
});
