import { defineField, defineType } from 'sanity';
import { studioDescription } from '../../studio/i18n/description';
import { studioMessageFor, studioMessages } from '../../studio/i18n/messages';

/** schema.org day names, in week order; structured data uses them verbatim. */
export const SCHEMA_ORG_DAYS = ['Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday', 'Sunday'] as const;

const TIME_PATTERN = /^([01]\d|2[0-3]):[0-5]\d$/;

const timeField = (name: 'opens' | 'closes', title: string) =>
  defineField({
    name,
    title,
    type: 'string',
    description: studioDescription('description.openingHoursSpecification.time'),
    validation: (rule) => [rule.required(), rule.regex(TIME_PATTERN).error(studioMessages('validation.format.time'))],
  });

export const openingHoursSpecification = defineType({
  name: 'openingHoursSpecification',
  title: 'Opening hours (structured data)',
  type: 'object',
  description: studioDescription('description.openingHoursSpecification'),
  fields: [
    defineField({
      name: 'days',
      title: 'Days',
      type: 'array',
      of: [{ type: 'string' }],
      options: { list: SCHEMA_ORG_DAYS.map((day) => ({ title: day, value: day })), layout: 'grid' },
      validation: (rule) => rule.required().min(1).unique(),
    }),
    timeField('opens', 'Opens'),
    timeField('closes', 'Closes'),
  ],
  // Zero-padded HH:MM strings compare correctly as text.
  validation: (rule) =>
    rule.custom((value: { opens?: string; closes?: string } | undefined, context) =>
      value?.opens && value.closes && value.opens >= value.closes
        ? { message: studioMessageFor(context, 'validation.closing-after-opening'), path: ['closes'] }
        : true,
    ),
  preview: {
    select: { days: 'days', opens: 'opens', closes: 'closes' },
    prepare: ({ days, opens, closes }: { days?: string[]; opens?: string; closes?: string }) => ({
      title: (days ?? []).join(', ') || 'No days',
      subtitle: opens && closes ? `${opens}–${closes}` : undefined,
    }),
  },
});
