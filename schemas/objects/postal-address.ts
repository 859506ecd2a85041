import { defineField, defineType } from 'sanity';
import { studioDescription } from '../../studio/i18n/description';
import { studioMessages } from '../../studio/i18n/messages';

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
      description: studioDescription('description.postalAddress.postalCode'),
      validation: (rule) => [
        rule.required(),
        rule.regex(/^\d{4}-\d{3}$/).error(studioMessages('validation.format.postal-code')),
      ],
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
      description: studioDescription('description.postalAddress.country'),
      initialValue: 'PT',
      validation: (rule) => [
        rule.required(),
        rule.regex(/^[A-Z]{2}$/).error(studioMessages('validation.format.country-code')),
      ],
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
