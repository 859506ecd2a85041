import { defineField, defineType } from 'sanity';
import { studioDescription } from '../../studio/i18n/description';

/** An alternative dispute resolution entity consumers may turn to (Lei n.º 144/2015, art. 18). */
export const disputeResolutionEntity = defineType({
  name: 'disputeResolutionEntity',
  title: 'Dispute resolution entity',
  type: 'object',
  fields: [
    defineField({
      name: 'name',
      title: 'Name',
      type: 'string',
      description: studioDescription('description.disputeResolutionEntity.name'),
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'url',
      title: 'Website',
      type: 'url',
      description: studioDescription('description.disputeResolutionEntity.url'),
      validation: (rule) => rule.required().uri({ scheme: ['http', 'https'] }),
    }),
  ],
  preview: {
    select: { title: 'name', subtitle: 'url' },
  },
});
