import {
  InboxInputError,
  type AppointmentMail,
  type AppointmentSettings,
  type Inbox,
  type InboxActor,
  type InboxDetail,
  type ReviewRequestSettings,
} from '@/lib/booking/inbox';
import { DEFAULT_LOCALE, type Locale } from '@/lib/constants';
import type { VatRegime } from '../estimate';
import type { RequestChange } from './contract';

/**
 * A parsed change (./parse.ts) made to one request in the caller's name. A confirmation or
 * reschedule carries the owner's settings and the mails' texts from the content, in the visitor's
 * language, so that everything the visitor is mailed about the appointment (the reminder too,
 * which no site runs) says what the content said when the owner set it; so does a move to `done`,
 * whose review request the database mails hours later.
 */

/** What the mails about a booking take from the content, in one language (lib/content `getAppointmentContent`). */
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
  /** Site settings → VAT regime: how the mails word the agreed price. */
  vatRegime: VatRegime;
  serviceTitle: (value: string | null) => string | null;
  /** Site settings → Review requests. */
  reviewRequests: { delayHours: number; linkValidDays: number; googleReviewUrl: string | null };
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
  return {
    cutoffHours: content.cutoffHours,
    reminderLeadHours: content.reminderLeadHours,
    mail: {
      ...mailIdentity(content, service, siteUrl),
      complaints_book_url: content.complaintsBookUrl,
      next_steps: content.nextSteps,
      withdrawal: content.withdrawal,
      cutoff_hours: content.cutoffHours,
      vat_regime: content.vatRegime,
    },
  };
}

/**
 * The review request a move to `done` queues for a request for `service`: the owner's delay and the
 * link's validity, and the mail's texts, the same for every customer whatever the job (Google's
 * policy: no rating screens who is pointed to Google), with the garage's Google link where set.
 */
export function reviewRequestSettings(
  content: AppointmentMailContent,
  service: string | null,
  siteUrl: string,
): ReviewRequestSettings {
  const { delayHours, linkValidDays, googleReviewUrl } = content.reviewRequests;
  return {
    delayHours,
    validDays: linkValidDays,
    mail: { ...mailIdentity(content, service, siteUrl), google_review_url: googleReviewUrl },
  };
}

/** Who writes and about what, as every mail to the visitor says it: the site, the business, the service's title. */
function mailIdentity(
  content: AppointmentMailContent,
  service: string | null,
  siteUrl: string,
): Pick<AppointmentMail, 'site_url' | 'business' | 'service_title'> {
  const { business } = content;
  return {
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
    service_title: content.serviceTitle(service),
  };
}

/** The request's service and the content in its visitor's language; null when no request has this id. */
async function requestContent(inbox: Inbox, id: string, deps: RequestChangeDeps) {
  // Read first: the texts depend on the request's language and service.
  const current = await inbox.get(id);
  if (!current) return null;
  const { language, service } = current.request;
  return { service, content: await deps.appointmentContent(language ?? DEFAULT_LOCALE) };
}

/** Makes the change; null when no request has this id. */
export async function applyRequestChange(
  inbox: Inbox,
  id: string,
  change: RequestChange,
  actor: InboxActor,
  deps: RequestChangeDeps,
): Promise<InboxDetail | null> {
  if ('status' in change && change.status !== 'done') return inbox.setStatus(id, change.status, actor);
  if ('note' in change) return inbox.setNote(id, change.note, actor);
  if ('cancelAppointment' in change) return inbox.cancelAppointment(id, change.cancelAppointment.reason, actor);
  const found = await requestContent(inbox, id, deps);
  if (!found) return null;
  const { content, service } = found;
  if ('status' in change) {
    return inbox.setStatus(id, change.status, actor, reviewRequestSettings(content, service, deps.siteUrl));
  }
  return inbox.setAppointment(id, change.appointment, appointmentSettings(content, service, deps.siteUrl), actor);
}
