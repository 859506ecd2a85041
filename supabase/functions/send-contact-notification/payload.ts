import { z } from 'npm:zod@4.6.7';
import { LOCALES, SERVICE_VALUES } from './site-constants.ts';
import type { NotificationPayload } from './mail-content.ts';

const optionalText = (max: number) => z.string().min(1).max(max).nullable();

/**
 * The body of call 2 (spec §7). Values are checked, never rewritten: the claim compares them with
 * the stored row, so they must stay exactly what the form inserted. Limits mirror the table's.
 */
export const notificationPayloadSchema = z.object({
  name: z.string().max(120).refine((name) => name.trim() !== '', 'name must not be blank'),
  email: z.email().max(254),
  phone: optionalText(40),
  service: z.enum(SERVICE_VALUES).nullable(),
  vehicle: optionalText(120),
  date: z.iso.date().nullable(),
  message: optionalText(2000),
  language: z.enum(LOCALES),
}) satisfies z.ZodType<NotificationPayload>;
