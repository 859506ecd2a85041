import 'server-only';
import type { Database } from '../database.types';
import { secretKeyClient } from '../secret-key-client';
import { isTooLong, visitorText } from './form-data';
import {
  askResultOf,
  cancelResultOf,
  manageLinkOf,
  type AskResult,
  type CancelResult,
  type ManageLink,
} from './managed-appointment';
import { manageNonce } from './token';

/**
 * The visitor's manage link on the booking backend, for the site's server only: each call checks the
 * token's signature first (a bad one is 'invalid' with no query), then calls one service-role SQL
 * function with the secret-key client. A failure is logged and answered 'unavailable'. Neither the
 * token nor its nonce is ever logged: either opens someone's appointment.
 */

type ManageFunction = 'get_managed_appointment' | 'cancel_managed_appointment' | 'ask_managed_appointment';

/** One call of a manage function: its answer; throws when it failed. */
async function call<F extends ManageFunction>(fn: F, args: Database['public']['Functions'][F]['Args']) {
  const client = secretKeyClient();
  if (!client) throw new Error('SUPABASE_SECRET_KEY is not set: the manage link needs the project’s secret key');
  const { data, error } = await client.rpc(fn, args);
  if (error) throw new Error(`${error.message}${error.code ? ` (${error.code})` : ''}`);
  return data;
}

function logFailure(fn: ManageFunction, error: unknown): 'unavailable' {
  console.error(`Appointment link: ${fn} failed:`, error instanceof Error ? error.message : error);
  return 'unavailable';
}

/** How the link of `token` stands, with the appointment when it is valid. */
export async function readManagedAppointment(token: string): Promise<ManageLink> {
  const nonce = await manageNonce(token);
  if (!nonce) return { status: 'invalid' };
  try {
    return manageLinkOf(await call('get_managed_appointment', { p_nonce: nonce }));
  } catch (error) {
    return { status: logFailure('get_managed_appointment', error) };
  }
}

/** Cancels the appointment of `token`, with the visitor's optional reason (at most APPOINTMENT_TEXT_MAX_LENGTH). */
export async function cancelManagedAppointment(token: string, reason: string | null): Promise<CancelResult> {
  const nonce = await manageNonce(token);
  if (!nonce) return 'invalid';
  const text = reason === null ? null : visitorText(reason);
  if (text !== null && isTooLong(text)) return 'too-long';
  try {
    return cancelResultOf(await call('cancel_managed_appointment', { p_nonce: nonce, p_reason: text }));
  } catch (error) {
    return logFailure('cancel_managed_appointment', error);
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
    return askResultOf(await call('ask_managed_appointment', { p_nonce: nonce, p_message: text }));
  } catch (error) {
    return logFailure('ask_managed_appointment', error);
  }
}
