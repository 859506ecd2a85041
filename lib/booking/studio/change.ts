import {
  InboxInputError,
  type AppointmentSettings,
  type Inbox,
  type InboxActor,
  type InboxDetail,
} from '@/lib/booking/inbox';
import { DEFAULT_LOCALE, type Locale } from '@/lib/constants';
import type { RequestChange } from './contract';

/**
 * A parsed change (./parse.ts) made to one request in the caller's name. A confirmation or
 * reschedule carries the owner's settings and the mails' texts from the content, in the visitor's
 * language, so that everything the visitor is mailed about the appointment (the reminder too,
 * which no site runs) says what the content said when the owner set it.
 */

/** What the appointment mails take from the content, in one language (lib/content `getAppointmentContent`). */
export interface AppointmentMailContent {
  cutoffHours: number;
  reminderLeadHours: number;
  nextSteps: string | null;
  withdrawal: string | null;
  business: {
    name: string;
    legalName: string;
    taxId: string;
    /** One line. */
    address: string;
    mapUrl: string;
    phone: string;
    email: string;
  };
  complaintsBookUrl: string;
  serviceTitle: (value: string | null) => string | null;
}

export interface RequestChangeDeps {
  /** The content in a language: the published settings and texts. */
  appointmentContent: (language: Locale) => Promise<AppointmentMailContent>;
  /** The site's public address (publicEnv.siteUrl): the manage link is on its origin. */
  siteUrl: string;
}

/**
 * The owner's settings and the mails' texts for an appointment of a request for `service`. The next
 * steps and the withdrawal notice are required: a confirmation without the pre-contract information
 * of DL 24/2014 is refused (answer 400), naming where the owner fills it in.
 */
export function appointmentSettings(
  content: AppointmentMailContent,
  service: string | null,
  siteUrl: string,
): AppointmentSettings {
  if (!content.nextSteps?.trim() || !content.withdrawal?.trim()) {
    throw new InboxInputError(
      'settings',
      'Fill in “What happens next” and “Right of withdrawal” under Site settings → Appointments (in English at least) and publish: every confirmation carries them',
    );
  }
  const { business } = content;
  return {
    cutoffHours: content.cutoffHours,
    reminderLeadHours: content.reminderLeadHours,
    mail: {
      site_url: new URL(siteUrl).origin,
      business: {
        name: business.name,
        legal_name: business.legalName,
        tax_id: business.taxId,
        address: business.address,
        map_url: business.mapUrl,
        phone: business.phone,
        email: business.email,
      },
      complaints_book_url: content.complaintsBookUrl,
      service_title: content.serviceTitle(service),
      next_steps: content.nextSteps,
      withdrawal: content.withdrawal,
      cutoff_hours: content.cutoffHours,
    },
  };
}

/** Makes the change; null when no request has this id. */
export async function applyRequestChange(
  inbox: Inbox,
  id: string,
  change: RequestChange,
  actor: InboxActor,
  deps: RequestChangeDeps,
): Promise<InboxDetail | null> {
  if ('status' in change) return inbox.setStatus(id, change.status, actor);
  if ('note' in change) return inbox.setNote(id, change.note, actor);
  if ('cancelAppointment' in change) return inbox.cancelAppointment(id, change.cancelAppointment.reason, actor);
  // The visitor's language and service are the request's; read first, since the texts depend on them.
  const current = await inbox.get(id);
  if (!current) return null;
  const { language, service } = current.request;
  const content = await deps.appointmentContent(language ?? DEFAULT_LOCALE);
  return inbox.setAppointment(id, change.appointment, appointmentSettings(content, service, deps.siteUrl), actor);
}
