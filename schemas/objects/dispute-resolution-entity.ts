import { defineField, defineType } from 'sanity';

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
      description: 'As the entity names itself, e.g. "Centro de Arbitragem de Conflitos de Consumo de Lisboa".',
      validation: (rule) => rule.required().max(120),
    }),
    defineField({
      name: 'url',
      title: 'Website',
      type: 'url',
      description: 'Full address of its website, starting with https://.',
      validation: (rule) => rule.required().uri({ scheme: ['http', 'https'] }),
    }),
  ],
  preview: {
    select: { title: 'name', subtitle: 'url' },
  },
});
