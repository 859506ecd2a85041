import { defineField, defineType } from 'sanity';

import { localized } from '../lib/locale-validation';

export const faq = defineType({
  name: 'faq',
  title: 'Frequently asked question',
  type: 'document',
  fields: [
    defineField({
      name: 'service',
      title: 'Service',
      type: 'reference',
      to: [{ type: 'service' }],
      description: 'The service this question is about; it is answered on that service’s page.',
      // A question belongs to a service that exists, never to one created from here.
      options: { disableNew: true },
      validation: (rule) => rule.required(),
    }),
    defineField({
      name: 'question',
      title: 'Question',
      type: 'localeString',
      validation: localized({ required: true, max: 120 }),
    }),
    defineField({
      name: 'answer',
      title: 'Answer',
      type: 'localeText',
      validation: localized({ required: true, max: 600 }),
    }),
    defineField({
      name: 'order',
      title: 'Order',
      type: 'number',
      description: 'Position among the questions of its service (1 comes first).',
      validation: (rule) => rule.required().integer().min(1),
    }),
  ],
  orderings: [{ title: 'Order', name: 'orderAsc', by: [{ field: 'order', direction: 'asc' }] }],
  preview: {
    select: { title: 'question.en', service: 'service.title.en', order: 'order' },
    prepare: ({ title, service, order }: { title?: string; service?: string; order?: number }) => ({
      title: title ?? 'Untitled question',
      subtitle: [service, order === undefined ? undefined : `#${order}`].filter(Boolean).join(' · '),
    }),
  },
});
