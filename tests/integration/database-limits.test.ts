import { describe, expect, it } from 'vitest';
import {
  APPOINTMENT_CUTOFF_HOURS,
  APPOINTMENT_DURATION_MAX_MINUTES,
  APPOINTMENT_DURATION_MIN_MINUTES,
  APPOINTMENT_LIST_DEFAULT_DAYS,
  APPOINTMENT_LIST_MAX_DAYS,
  APPOINTMENT_MAIL_FAILING_ATTEMPTS,
  APPOINTMENT_MAIL_MAX_BYTES,
  APPOINTMENT_PRICE_MAX_CENTS,
  APPOINTMENT_REMINDER_LEAD_HOURS,
  APPOINTMENT_TEXT_MAX_LENGTH,
  APPOINTMENT_VISITOR_ASKS,
  BOOKING_ACKNOWLEDGEMENTS_PER_HOUR,
  BOOKING_DIGEST_BATCH_SIZE,
  BOOKING_DIGEST_DELAY_MINUTES,
  BOOKING_DIGEST_INTERVAL_MINUTES,
  BOOKING_INBOX_SEARCH_MAX_LENGTH,
  BOOKING_MAX_DAYS_AHEAD,
  BOOKING_OWNER_NOTE_MAX_LENGTH,
  BOOKING_PRICE_KEY_MAX_LENGTH,
  BOOKING_RETENTION_MONTHS,
  BOOKING_RATE_LIMIT_PER_ADDRESS,
  BOOKING_RATE_LIMIT_PER_EMAIL,
  BOOKING_RATE_LIMIT_WINDOW_MINUTES,
  NOTIFICATION_CLAIM_TIMEOUT_SECONDS,
  SERVICE_EXTRAS_MAX,
} from '@/lib/constants';
import { REQUEST_STATUSES } from '@/lib/booking/inbox';
import { superuserQuery } from './support.ts';

/**
 * lib/constants/database.ts mirrors limits whose single source is the migrations: read them back
 * from the migrated database (the functions as last replaced, the column defaults), so a migration
 * that changes one fails here until the mirror follows.
 */

async function functionSource(name: string): Promise<string> {
  const [row] = await superuserQuery<{ source: string }>(`select pg_get_functiondef($1::regproc) as source`, [name]);
  return row!.source;
}

/** The value of `<name> constant <type> := <value>;` in a PL/pgSQL body. */
function constant(source: string, name: string): string {
  const match = new RegExp(`\\b${name}\\s+constant\\s+\\w+\\s*:=\\s*([^;]+);`).exec(source);
  if (!match) throw new Error(`No constant ${name} in the function`);
  return match[1]!.trim();
}

/** The bounds of `<name> not between <min> and <max>` in a function's body. */
function between(source: string, name: string): { min: number; max: number } {
  const match = new RegExp(`\\b${name} not between (\\d+) and (\\d+)`).exec(source);
  if (!match) throw new Error(`No range of ${name} in the function`);
  return { min: Number(match[1]), max: Number(match[2]) };
}

async function constraintDefinition(name: string): Promise<string> {
  const [row] = await superuserQuery<{ definition: string }>(
    `select pg_get_constraintdef(oid) as definition from pg_catalog.pg_constraint where conname = $1`,
    [name],
  );
  return row!.definition;
}

describe('the database limits mirrored in lib/constants/database.ts', () => {
  it('match the rate-limit trigger', async () => {
    const source = await functionSource('private.contact_submissions_rate_limit');
    expect(Number(constant(source, 'per_email'))).toBe(BOOKING_RATE_LIMIT_PER_EMAIL);
    expect(Number(constant(source, 'per_address'))).toBe(BOOKING_RATE_LIMIT_PER_ADDRESS);
    expect(constant(source, 'rate_window')).toBe(`interval '${BOOKING_RATE_LIMIT_WINDOW_MINUTES} minutes'`);
  });

  it('match the claim timeout of notifications and digests', async () => {
    const claim = await functionSource('public.claim_contact_notification');
    expect(constant(claim, 'claim_timeout')).toBe(`interval '${NOTIFICATION_CLAIM_TIMEOUT_SECONDS} seconds'`);
    expect(await functionSource('private.claim_expired')).toContain(
      `now() - interval '${NOTIFICATION_CLAIM_TIMEOUT_SECONDS} seconds'`,
    );
  });

  it('match the preferred-date window', async () => {
    const source = await functionSource('public.contact_submissions_preferred_date_not_past');
    expect(Number(constant(source, 'max_days_ahead'))).toBe(BOOKING_MAX_DAYS_AHEAD);
  });

  it('match the Requests tool’s note and search limits and its statuses', async () => {
    expect(Number(constant(await functionSource('public.set_booking_request_note'), 'max_length'))).toBe(
      BOOKING_OWNER_NOTE_MAX_LENGTH,
    );
    expect(Number(constant(await functionSource('private.booking_search_pattern'), 'max_length'))).toBe(
      BOOKING_INBOX_SEARCH_MAX_LENGTH,
    );
    const [note] = await superuserQuery<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_catalog.pg_constraint
        where conname = 'contact_submissions_owner_note_length'`,
    );
    expect(note!.definition).toContain(`<= ${BOOKING_OWNER_NOTE_MAX_LENGTH}`);
    const [statuses] = await superuserQuery<{ definition: string }>(
      `select pg_get_constraintdef(oid) as definition from pg_catalog.pg_constraint
        where conname = 'booking_request_status_known'`,
    );
    expect([...statuses!.definition.matchAll(/'([a-z]+)'/g)].map((match) => match[1])).toEqual([...REQUEST_STATUSES]);
  });

  it('match the appointments’ ranges, in the owner’s function and in the table', async () => {
    const set = await functionSource('public.set_booking_appointment');
    expect(between(set, 'p_duration_minutes')).toEqual({
      min: APPOINTMENT_DURATION_MIN_MINUTES,
      max: APPOINTMENT_DURATION_MAX_MINUTES,
    });
    expect(between(set, 'p_price_cents')).toEqual({ min: 0, max: APPOINTMENT_PRICE_MAX_CENTS });
    expect(between(set, 'p_cutoff_hours')).toEqual(APPOINTMENT_CUTOFF_HOURS);
    expect(between(set, 'p_reminder_lead_hours')).toEqual(APPOINTMENT_REMINDER_LEAD_HOURS);
    expect(set).toContain(`octet_length(p_mail::text) > ${APPOINTMENT_MAIL_MAX_BYTES}`);
    expect(Number(constant(set, 'max_days_ahead'))).toBe(BOOKING_MAX_DAYS_AHEAD);
    expect(await constraintDefinition('booking_appointments_duration_range')).toContain(
      `(duration_minutes >= ${APPOINTMENT_DURATION_MIN_MINUTES}) AND (duration_minutes <= ${APPOINTMENT_DURATION_MAX_MINUTES})`,
    );
    expect(await constraintDefinition('booking_appointments_price_range')).toContain(
      `(price_cents >= 0) AND (price_cents <= ${APPOINTMENT_PRICE_MAX_CENTS})`,
    );
  });

  it('match the appointments’ text limit, the visitor’s asks, the failing mails and the week view', async () => {
    expect(Number(constant(await functionSource('private.check_appointment_text'), 'max_length'))).toBe(
      APPOINTMENT_TEXT_MAX_LENGTH,
    );
    for (const name of ['booking_appointments_owner_message_shape', 'booking_appointments_cancel_reason_shape']) {
      expect(await constraintDefinition(name)).toContain(`<= ${APPOINTMENT_TEXT_MAX_LENGTH}`);
    }
    expect(await functionSource('private.managed_appointment')).toContain(
      `greatest(${APPOINTMENT_VISITOR_ASKS} - a.asks, 0)`,
    );
    expect(await functionSource('private.booking_mail_failing')).toContain(
      `attempts >= ${APPOINTMENT_MAIL_FAILING_ATTEMPTS}`,
    );
    const list = await functionSource('public.list_booking_appointments');
    expect(between(list, 'p_days')).toEqual({ min: 1, max: APPOINTMENT_LIST_MAX_DAYS });
    expect(list).toContain(`p_days integer DEFAULT ${APPOINTMENT_LIST_DEFAULT_DAYS}`);
  });

  it('match prices by vehicle size: the keys, the extras and the largest price', async () => {
    const trigger = await functionSource('private.contact_submissions_estimate');
    expect(trigger).toContain(`cardinality(new.extras) > ${SERVICE_EXTRAS_MAX}`);
    const check = await functionSource('private.check_booking_price_list');
    expect(Number(constant(check, 'price_max_cents'))).toBe(APPOINTMENT_PRICE_MAX_CENTS);
    expect(await functionSource('private.is_price_key')).toContain(
      `char_length(p_key) <= ${BOOKING_PRICE_KEY_MAX_LENGTH}`,
    );
    expect(await constraintDefinition('contact_submissions_vehicle_size_key')).toContain(
      `{1,${BOOKING_PRICE_KEY_MAX_LENGTH}}`,
    );
    const extras = await constraintDefinition('contact_submissions_extras_keys');
    expect(extras).toContain(`cardinality(extras) <= ${SERVICE_EXTRAS_MAX}`);
    expect(extras).toContain(`{1,${BOOKING_PRICE_KEY_MAX_LENGTH}}`);
  });

  it('match the settings a new database starts with', async () => {
    const defaults = Object.fromEntries(
      (
        await superuserQuery<{ column_name: string; column_default: string }>(
          `select column_name, column_default from information_schema.columns
            where table_schema = 'private' and table_name = 'booking_settings'`,
        )
      ).map((column) => [column.column_name, column.column_default]),
    );
    expect(Number(defaults.acknowledgements_per_hour)).toBe(BOOKING_ACKNOWLEDGEMENTS_PER_HOUR);
    expect(Number(defaults.retention_months)).toBe(BOOKING_RETENTION_MONTHS);
    expect(Number(defaults.digest_batch_size)).toBe(BOOKING_DIGEST_BATCH_SIZE);
    const minutes = async (interval: string) =>
      Number(
        (await superuserQuery<{ minutes: string }>(`select extract(epoch from ${interval}) / 60 as minutes`))[0]!
          .minutes,
      );
    expect(await minutes(defaults.digest_delay!)).toBe(BOOKING_DIGEST_DELAY_MINUTES);
    expect(await minutes(defaults.digest_interval!)).toBe(BOOKING_DIGEST_INTERVAL_MINUTES);
  });
});
