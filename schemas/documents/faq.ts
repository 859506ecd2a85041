import { orderRankOrdering } from '@sanity/orderable-document-list';
import { orderRank } from '../lib/order-rank-field';
import { defineField, defineType } from 'sanity';

import { localized } from '../lib/locale-validation';
import { studioDescription } from '../../studio/i18n/description';
import { serviceReferenceField } from '../lib/service-reference-field';

export const faq = defineType({
  name: 'faq',
  title: 'Frequently asked question',
  type: 'document',
  fields: [
    serviceReferenceField({ description: studioDescription('description.faq.service'), required: true }),
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
    // Position among the questions of its service: set by dragging in the Studio's list of all
    // questions (the site shows a service's questions in their relative order there).
    orderRank('faq'),
  ],
  orderings: [orderRankOrdering],
  preview: {
    select: { title: 'question.en', service: 'service.title.en' },
    prepare: ({ title, service }: { title?: string; service?: string }) => ({
      title: title ?? 'Untitled question',
      subtitle: service,
    }),
  },
});
