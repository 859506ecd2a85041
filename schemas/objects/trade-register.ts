import { defineField, defineType } from 'sanity';

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
      description: 'E.g. "Conservatória do Registo Comercial de Almada".',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'number',
      title: 'Registration number',
      type: 'string',
      description: 'For a Portuguese company, the same number as its NIPC.',
      validation: (rule) => rule.required().regex(/^\d+$/, { name: 'digits only' }),
    }),
  ],
  preview: {
    select: { title: 'office', subtitle: 'number' },
  },
});
