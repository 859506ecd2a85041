import { describe, expect, it } from 'vitest';
import { serverEnv } from '@/lib/env/server';
import { linkToken } from '@/supabase/functions/send-contact-notification/signed-link';
import { APPOINTMENT_TEXT_MAX_LENGTH } from '@/lib/constants';
import { askForAnotherDate, cancelManagedAppointment, readManagedAppointment } from './server';
import { manageNonce } from '../visitor-link/token';

// Each answer below comes before any query: with no database to ask, a query would answer 'unavailable'.
const NONCE = '5b0f7c1e-9a44-4c8e-8d1f-2a6b3c4d5e6f';
const signed = await linkToken('appointment-manage-link', serverEnv.bookingChallengeSecret, NONCE);
// A character inside the tag (the last one also holds two bits that decode to nothing).
const tampered = `${signed.slice(0, 30)}${signed[30] === 'A' ? 'B' : 'A'}${signed.slice(31)}`;

describe('the manage link on the server', () => {
  it('reads the nonce of a token signed with the server’s secret, and of nothing else', async () => {
    expect(await manageNonce(signed)).toBe(NONCE);
    for (const token of [tampered, signed.slice(1), `${signed}A`, '', 'not a token'])
      expect(await manageNonce(token), token).toBeNull();
  });

  it('answers a tampered token as invalid without asking the database', async () => {
    expect(await readManagedAppointment(tampered)).toEqual({ status: 'invalid' });
    expect(await cancelManagedAppointment(tampered, null)).toBe('invalid');
    expect(await askForAnotherDate(tampered, 'Friday?')).toBe('invalid');
  });

  it('refuses a missing message and a text too long before asking the database', async () => {
    expect(await askForAnotherDate(signed, ' \r\n ')).toBe('message-required');
    expect(await askForAnotherDate(signed, 'a'.repeat(APPOINTMENT_TEXT_MAX_LENGTH + 1))).toBe('too-long');
    expect(await cancelManagedAppointment(signed, 'a'.repeat(APPOINTMENT_TEXT_MAX_LENGTH + 1))).toBe('too-long');
  });
});
