import 'server-only';
import { callLinkFunction, linkUnavailable } from '../visitor-link/backend';
import { visitorText } from '../visitor-link/form';
import { manageNonce } from '../visitor-link/token';
import { isTooLong } from './form-data';
import {
  askResultOf,
  cancelResultOf,
  manageLinkOf,
  type AskResult,
  type CancelResult,
  type ManageLink,
} from './managed-appointment';

/**
 * The visitor's manage link on the booking backend, for the site's server only: each call checks the
 * token's signature first (a bad one is 'invalid' with no query), then calls one service-role SQL
 * function (../visitor-link/backend.ts); a failure is 'unavailable'.
 */

const unavailable = (fn: string, error: unknown) => linkUnavailable('Appointment link', fn, error);

/** How the link of `token` stands, with the appointment when it is valid. */
export async function readManagedAppointment(token: string): Promise<ManageLink> {
  const nonce = await manageNonce(token);
  if (!nonce) return { status: 'invalid' };
  try {
    return manageLinkOf(await callLinkFunction('get_managed_appointment', { p_nonce: nonce }));
  } catch (error) {
    return { status: unavailable('get_managed_appointment', error) };
  }
}

/** Cancels the appointment of `token`, with the visitor's optional reason (at most APPOINTMENT_TEXT_MAX_LENGTH). */
export async function cancelManagedAppointment(token: string, reason: string | null): Promise<CancelResult> {
  const nonce = await manageNonce(token);
  if (!nonce) return 'invalid';
  const text = reason === null ? null : visitorText(reason);
  if (text !== null && isTooLong(text)) return 'too-long';
  try {
    return cancelResultOf(await callLinkFunction('cancel_managed_appointment', { p_nonce: nonce, p_reason: text }));
  } catch (error) {
    return unavailable('cancel_managed_appointment', error);
  }
}

/** Asks the garage for another date for the appointment of `token`; the message is required. */
export async function askForAnotherDate(token: string, message: string): Promise<AskResult> {
  const nonce = await manageNonce(token);
  if (!nonce) return 'invalid';
  const text = visitorText(message);
  if (text === null) return 'message-required';
  if (isTooLong(text)) return 'too-long';
  try {
    return askResultOf(await callLinkFunction('ask_managed_appointment', { p_nonce: nonce, p_message: text }));
  } catch (error) {
    return unavailable('ask_managed_appointment', error);
  }
}
