import { defineField, defineType } from 'sanity';

import {
  APPOINTMENT_CUTOFF_HOURS,
  APPOINTMENT_CUTOFF_HOURS_DEFAULT,
  APPOINTMENT_NEXT_STEPS_MAX_CHARS,
  APPOINTMENT_REMINDER_LEAD_HOURS,
  APPOINTMENT_REMINDER_LEAD_HOURS_DEFAULT,
  APPOINTMENT_WITHDRAWAL_MAX_CHARS,
} from '../../lib/constants';
import { studioDescription } from '../../studio/i18n/description';
import { localized } from '../lib/locale-validation';

/**
 * How appointments confirmed in the Requests tool work for visitors, and what their mails say
 * besides the appointment (issue 56). The site's server reads them at each confirmation, reschedule
 * or cancellation; the database keeps them with the appointment, so a change here applies to
 * appointments changed after it and the reminder says what the visitor was told.
 */
export const appointmentSettings = defineType({
  name: 'appointmentSettings',
  title: 'Appointments',
  type: 'object',
  fields: [
    defineField({
      name: 'cancellationCutoffHours',
      title: 'Cancellation cut-off (hours before the start)',
      type: 'number',
      description: studioDescription('description.appointmentSettings.cancellationCutoffHours'),
      initialValue: APPOINTMENT_CUTOFF_HOURS_DEFAULT,
      validation: (rule) =>
        rule.required().integer().min(APPOINTMENT_CUTOFF_HOURS.min).max(APPOINTMENT_CUTOFF_HOURS.max),
    }),
    defineField({
      name: 'reminderLeadHours',
      title: 'Reminder (hours before the start)',
      type: 'number',
      description: studioDescription('description.appointmentSettings.reminderLeadHours'),
      initialValue: APPOINTMENT_REMINDER_LEAD_HOURS_DEFAULT,
      validation: (rule) =>
        rule.required().integer().min(APPOINTMENT_REMINDER_LEAD_HOURS.min).max(APPOINTMENT_REMINDER_LEAD_HOURS.max),
    }),
    defineField({
      name: 'nextSteps',
      title: 'What happens next',
      type: 'localeText',
      description: studioDescription('description.appointmentSettings.nextSteps'),
      validation: localized({ required: true, max: APPOINTMENT_NEXT_STEPS_MAX_CHARS }),
    }),
    defineField({
      name: 'withdrawalNotice',
      title: 'Right of withdrawal',
      type: 'localeText',
      description: studioDescription('description.appointmentSettings.withdrawalNotice'),
      validation: localized({ required: true, max: APPOINTMENT_WITHDRAWAL_MAX_CHARS }),
    }),
  ],
});
