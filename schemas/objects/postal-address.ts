import { defineField, defineType } from 'sanity';

export const postalAddress = defineType({
  name: 'postalAddress',
  title: 'Postal address',
  type: 'object',
  fields: [
    defineField({
      name: 'streetAddress',
      title: 'Street and number',
      type: 'string',
      validation: (rule) => rule.required().max(100),
    }),
    defineField({
      name: 'postalCode',
      title: 'Postal code',
      type: 'string',
      description: 'Portuguese format NNNN-NNN.',
      validation: (rule) => rule.required().regex(/^\d{4}-\d{3}$/, { name: 'postal code NNNN-NNN' }),
    }),
    defineField({
      name: 'locality',
      title: 'Locality',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'region',
      title: 'Region / district',
      type: 'string',
      validation: (rule) => rule.required().max(60),
    }),
    defineField({
      name: 'country',
      title: 'Country code',
      type: 'string',
      description: 'ISO 3166-1 alpha-2, e.g. PT.',
      initialValue: 'PT',
      validation: (rule) => rule.required().regex(/^[A-Z]{2}$/, { name: 'two capital letters' }),
    }),
  ],
  preview: {
    select: { title: 'streetAddress', postalCode: 'postalCode', locality: 'locality' },
    prepare: ({ title, postalCode, locality }: { title?: string; postalCode?: string; locality?: string }) => ({
      title,
      subtitle: [postalCode, locality].filter(Boolean).join(' '),
    }),
  },
});
