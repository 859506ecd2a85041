import { defineField, type ReferenceRule } from 'sanity';

/**
 * The `service` field of a document that belongs to one: chosen among the services that exist,
 * never created from here. `weak` where the document must never stop the owner from unpublishing
 * or deleting its service (it then shows without one).
 */
export function serviceReferenceField({
  description,
  weak = false,
  required = false,
}: {
  description: string;
  weak?: boolean;
  required?: boolean;
}) {
  return defineField({
    name: 'service',
    title: 'Service',
    type: 'reference',
    to: [{ type: 'service' }],
    description,
    ...(weak && { weak: true }),
    options: { disableNew: true },
    ...(required && { validation: (rule: ReferenceRule) => rule.required() }),
  });
}
