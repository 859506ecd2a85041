'use server';

import { redirect, RedirectType } from 'next/navigation';
import { MANAGE_FIELD_NAMES, readManageForm } from './form-data';
import { managePageHref, outcomeOf } from './outcome';
import { askForAnotherDate, cancelManagedAppointment } from './server';

/**
 * The manage page's two forms (server actions, so they work without JavaScript). Each answers with a
 * redirect to the link's page carrying the outcome: without JavaScript the browser gets a 303 and
 * loads the page, with it the router does; a reload repeats nothing. Next.js refuses a post whose
 * Origin is not the site's (its Server Actions check; proxy.ts keeps X-Forwarded-Host out of it
 * unless BEHIND_PROXY), so another site cannot post these for a visitor.
 */

export async function cancelAppointmentAction(data: FormData): Promise<void> {
  const { token, lang, text } = readManageForm(data, MANAGE_FIELD_NAMES.reason);
  const result = await cancelManagedAppointment(token, text);
  redirect(managePageHref(token, lang, outcomeOf(result)), RedirectType.replace);
}

export async function askForAnotherDateAction(data: FormData): Promise<void> {
  const { token, lang, text } = readManageForm(data, MANAGE_FIELD_NAMES.message);
  const result = await askForAnotherDate(token, text);
  redirect(managePageHref(token, lang, outcomeOf(result)), RedirectType.replace);
}
