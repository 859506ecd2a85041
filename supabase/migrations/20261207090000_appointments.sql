-- A request the owner confirms becomes an appointment (issue 56): a start in Lisbon time, a
-- duration, optionally the agreed price and a message. The visitor is mailed each change (confirm,
-- reschedule, cancel) with a calendar file, can cancel or ask for another date through a signed link
-- until the owner's cut-off, and is reminded once before the start. Every mail is a row of an
-- outbox written in the same transaction as its change, sent by the notification function with the
-- digest's claim, complete and release, under the row's id as the mail service's idempotency key:
-- exactly once per change, retried while it fails, and shown to the owner when it keeps failing.
--
-- The owner's settings (cut-off, reminder lead) and the texts of the mails live in the content; the
-- site's server passes them with each change and they are kept with the appointment, so the
-- reminder (run by Supabase Cron, no site involved) uses what the visitor was told.

-- ---------------------------------------------------------------------------------------------
-- A cancelled appointment leaves its request 'cancelled' (not 'declined': the visitor may have
-- cancelled). Keep equal to REQUEST_STATUSES in lib/booking/inbox/types.ts.
alter domain public.booking_request_status drop constraint booking_request_status_known;
alter domain public.booking_request_status add constraint booking_request_status_known check (
  value in ('new', 'contacted', 'confirmed', 'done', 'declined', 'cancelled', 'spam')
);
comment on domain public.booking_request_status is
  'Where the owner is with a booking request: new, contacted, confirmed, done, declined, cancelled or spam.';

-- ---------------------------------------------------------------------------------------------
-- One appointment per request (a reschedule changes it; a cancelled one can be confirmed again).
create table private.booking_appointments (
  request_id uuid primary key
    constraint booking_appointments_request_id_fkey references public.contact_submissions (id) on delete cascade,
  state text not null constraint booking_appointments_state_known check (state in ('confirmed', 'cancelled')),
  starts_at timestamptz not null,
  -- Keep the bounds equal to APPOINTMENT_* in lib/constants/database.ts.
  duration_minutes integer not null constraint booking_appointments_duration_range check (duration_minutes between 15 and 1440),
  -- The agreed price with VAT, in cents; null when none was agreed.
  price_cents integer constraint booking_appointments_price_range check (price_cents between 0 and 10000000),
  owner_message text constraint booking_appointments_owner_message_shape check (
    char_length(owner_message) <= 1000 and owner_message !~ '[\x01-\x09\x0b-\x1f\x7f-\x9f]'
  ),
  -- The calendar file's SEQUENCE: 0 at the first confirmation, one more at each change after it.
  sequence integer not null default 0,
  -- The visitor may cancel or ask for another date until then (the start less the owner's cut-off).
  changes_until timestamptz not null,
  -- When the reminder is due (the start less the owner's lead); null: none for this time, as the
  -- lead had already begun when it was set.
  remind_at timestamptz,
  -- The nonce the manage link signs (never the request's id); null once the visitor cancelled.
  manage_nonce uuid constraint booking_appointments_manage_nonce_key unique,
  -- What every mail about it needs in the visitor's language (business identity, address, texts),
  -- as the site's server composed it from the content at the last change.
  mail jsonb not null constraint booking_appointments_mail_object check (jsonb_typeof(mail) = 'object'),
  cancelled_by text constraint booking_appointments_cancelled_by_known check (cancelled_by in ('owner', 'visitor')),
  cancel_reason text constraint booking_appointments_cancel_reason_shape check (
    char_length(cancel_reason) <= 1000 and cancel_reason !~ '[\x01-\x09\x0b-\x1f\x7f-\x9f]'
  ),
  -- How many times the visitor asked for another date for this time (bounded: each mails the owner).
  asks integer not null default 0,
  updated_at timestamptz not null default now()
);
comment on table private.booking_appointments is 'The appointment the owner confirmed for a booking request (Studio, Requests).';
-- The week view reads a range of starts; the reminder job, due reminders.
create index booking_appointments_starts_at_idx on private.booking_appointments (starts_at) where state = 'confirmed';
create index booking_appointments_remind_at_idx on private.booking_appointments (remind_at)
  where state = 'confirmed' and remind_at is not null;
revoke all on table private.booking_appointments from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Mails about appointments, written with the change they tell of and sent by the function.
create table private.booking_mails (
  id bigint generated always as identity primary key,
  request_id uuid not null
    constraint booking_mails_request_id_fkey references public.contact_submissions (id) on delete cascade,
  -- To the visitor: confirmed, rescheduled, cancelled, reminder. To the owner: visitor-cancelled,
  -- visitor-asked.
  kind text not null constraint booking_mails_kind_known check (
    kind in ('confirmed', 'rescheduled', 'cancelled', 'reminder', 'visitor-cancelled', 'visitor-asked')
  ),
  -- The appointment's sequence when the mail was written.
  sequence integer not null,
  created_at timestamptz not null default now(),
  -- Everything the mail says, as it was at the change (a later change writes a mail of its own).
  content jsonb not null,
  -- As a digest part: taken by a function run, tried again after a backoff, sent once accepted.
  claimed_at timestamptz,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  sent_at timestamptz,
  -- A reminder whose time was changed or cancelled before it went out is dropped, never sent.
  dropped_at timestamptz
);
comment on table private.booking_mails is 'Outbox of the mails about appointments, sent by the notification function.';
-- One reminder per appointment time, however many runs queue it.
create unique index booking_mails_one_reminder_idx on private.booking_mails (request_id, sequence) where kind = 'reminder';
create index booking_mails_request_id_idx on private.booking_mails (request_id, id);
create index booking_mails_unsent_idx on private.booking_mails (id) where sent_at is null and dropped_at is null;
revoke all on table private.booking_mails from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The history records appointment changes too, with what changed (times, reason, the visitor's
-- message); a change the visitor made through the manage link is marked as theirs.
alter table private.booking_status_changes
  drop constraint booking_status_changes_kind_known,
  drop constraint booking_status_changes_statuses,
  add column detail jsonb,
  add column by_visitor boolean not null default false,
  add constraint booking_status_changes_kind_known check (
    kind in ('status', 'note', 'confirmed', 'rescheduled', 'cancelled', 'asked')
  ),
  -- A status change names both statuses, a note neither; an appointment change names both when it
  -- moved the status (a confirmation, a cancellation) and neither otherwise.
  add constraint booking_status_changes_statuses check (
    (from_status is null) = (to_status is null)
    and (kind <> 'status' or from_status is not null)
    and (kind <> 'note' or from_status is null)
  );

-- ---------------------------------------------------------------------------------------------
-- A mail counts as failing once this many attempts were refused; the tool and the digest show it.
-- Keep equal to APPOINTMENT_MAIL_FAILING_ATTEMPTS in lib/constants/database.ts.
create function private.booking_mail_failing(p_mail private.booking_mails)
returns boolean
language sql
stable
set search_path = ''
as $$
  select p_mail.sent_at is null and p_mail.dropped_at is null and p_mail.attempts >= 3;
$$;

-- The appointment and its mails as the Requests tool shows them (null when never confirmed).
create function private.booking_appointment_json(p_request_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'state', a.state,
    'starts_at', a.starts_at,
    'duration_minutes', a.duration_minutes,
    'price_cents', a.price_cents,
    'owner_message', a.owner_message,
    'sequence', a.sequence,
    'changes_until', a.changes_until,
    'remind_at', a.remind_at,
    'cancelled_by', a.cancelled_by,
    'cancel_reason', a.cancel_reason
  )
  from private.booking_appointments as a
  where a.request_id = p_request_id;
$$;

-- The inbox's detail gains the appointment, its mails and the history's new fields.
create or replace function private.booking_request_detail(p_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'request', r.request,
    'appointment', private.booking_appointment_json(r.id),
    'mails', coalesce((
      select jsonb_agg(jsonb_build_object(
          'kind', m.kind,
          'sequence', m.sequence,
          'created_at', m.created_at,
          'sent_at', m.sent_at,
          'dropped_at', m.dropped_at,
          'attempts', m.attempts,
          'last_error', m.last_error,
          'failing', private.booking_mail_failing(m)
        ) order by m.id)
      from private.booking_mails as m
      where m.request_id = r.id
    ), '[]'::jsonb),
    'history', coalesce((
      select jsonb_agg(jsonb_build_object(
          'changed_at', h.changed_at,
          'kind', h.kind,
          'from_status', h.from_status,
          'to_status', h.to_status,
          'actor_id', h.actor_id,
          'actor_name', h.actor_name,
          'by_visitor', h.by_visitor,
          'detail', h.detail
        ) order by h.id)
      from private.booking_status_changes as h
      where h.request_id = r.id
    ), '[]'::jsonb)
  )
  from private.booking_inbox_rows as r
  where r.id = p_id;
$$;

-- What a mail about the appointment says, as things are now (called in the change's transaction).
create function private.booking_mail_content(p_request_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'request_id', c.id,
    'language', coalesce(c.visitor_language, 'en'),
    'name', c.name,
    'email', c.email,
    'phone', c.phone,
    'service', c.service,
    'vehicle', c.vehicle,
    'state', a.state,
    'starts_at', a.starts_at,
    'duration_minutes', a.duration_minutes,
    'price_cents', a.price_cents,
    'owner_message', a.owner_message,
    'sequence', a.sequence,
    'cancelled_by', a.cancelled_by,
    'cancel_reason', a.cancel_reason,
    'manage_nonce', a.manage_nonce,
    'mail', a.mail
  )
  from public.contact_submissions as c
  join private.booking_appointments as a on a.request_id = c.id
  where c.id = p_request_id;
$$;

-- Writes the mail of a change; the visitor's `message` (an ask) goes with the owner's mail.
create function private.queue_booking_mail(p_request_id uuid, p_kind text, p_extra jsonb default '{}'::jsonb)
returns void
language sql
set search_path = ''
as $$
  insert into private.booking_mails (request_id, kind, sequence, content)
  select a.request_id, p_kind, a.sequence, private.booking_mail_content(a.request_id) || p_extra
  from private.booking_appointments as a
  where a.request_id = p_request_id;
$$;

revoke execute on function private.booking_mail_failing(private.booking_mails) from public, anon, authenticated, service_role;
revoke execute on function private.booking_appointment_json(uuid) from public, anon, authenticated, service_role;
revoke execute on function private.booking_mail_content(uuid) from public, anon, authenticated, service_role;
revoke execute on function private.queue_booking_mail(uuid, text, jsonb) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Mails are due when unsent, not dropped, past their backoff and not held by a live run.
create view private.due_booking_mails as
  select m.* from private.booking_mails as m
  where m.sent_at is null and m.dropped_at is null and m.next_attempt_at <= now()
    and private.claim_expired(m.claimed_at);
revoke all on table private.due_booking_mails from public, anon, authenticated, service_role;

-- Asks the function to send due mails (pg_net, sent when the transaction commits), with the URL and
-- the schedule's token from Vault, as the digest. A change calls it so its mail goes at once;
-- without Vault's secrets it then returns null and the schedule's own call reports the problem.
create function private.request_booking_mails(p_raise boolean default true)
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  project_url text;
  schedule_secret text;
begin
  if not exists (select 1 from private.due_booking_mails) then
    return null;
  end if;
  select s.decrypted_secret into project_url from vault.decrypted_secrets as s where s.name = 'project_url';
  select s.decrypted_secret into schedule_secret from vault.decrypted_secrets as s where s.name = 'booking_digest_secret';
  if project_url is null or schedule_secret is null then
    if not p_raise then
      return null;
    end if;
    raise exception 'Appointment mails wait, but Vault has no % secret', case
        when project_url is null then 'project_url' else 'booking_digest_secret' end
      using hint = 'Store it with vault.create_secret (supabase/README.md, "Delivery of every request").';
  end if;
  return net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/send-contact-notification/mails',
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || schedule_secret),
    body := '{}'::jsonb,
    timeout_milliseconds := 60000
  );
end;
$$;
revoke execute on function private.request_booking_mails(boolean) from public, anon, authenticated, service_role;

-- Queues the reminder of every confirmed appointment whose reminder time has come and whose start
-- has not, while its request is 'confirmed' (an owner who marked it declined or spam meant it); once
-- per appointment time (the unique index), however often it runs. `p_now` lets a
-- test move the clock; the schedule passes nothing.
create function private.queue_booking_reminders(p_now timestamptz default now())
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  queued integer;
begin
  insert into private.booking_mails (request_id, kind, sequence, content)
  select a.request_id, 'reminder', a.sequence, private.booking_mail_content(a.request_id)
  from private.booking_appointments as a
  join public.contact_submissions as c on c.id = a.request_id
  where a.state = 'confirmed' and a.remind_at <= p_now and a.starts_at > p_now and c.status = 'confirmed'
  on conflict (request_id, sequence) where kind = 'reminder' do nothing;
  get diagnostics queued = row_count;
  return queued;
end;
$$;
revoke execute on function private.queue_booking_reminders(timestamptz) from public, anon, authenticated, service_role;

-- What the schedule runs every minute: queue due reminders, then have the function send what is due.
create function private.run_booking_mail_schedule(p_now timestamptz default now())
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
begin
  perform private.queue_booking_reminders(p_now);
  return private.request_booking_mails();
end;
$$;
revoke execute on function private.run_booking_mail_schedule(timestamptz) from public, anon, authenticated, service_role;

-- Takes the next due mail for the calling function run (one claimer at a time); a reminder whose
-- appointment was cancelled, moved or has begun, or whose request is no longer 'confirmed', is
-- dropped instead. Null when nothing is due.
create function public.claim_booking_mail()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed private.booking_mails;
begin
  perform pg_advisory_xact_lock(hashtext('public.claim_booking_mail'));
  update private.booking_mails as m
  set dropped_at = now(), claimed_at = null
  from private.booking_appointments as a
  where m.kind = 'reminder' and m.sent_at is null and m.dropped_at is null
    and a.request_id = m.request_id
    and (a.state <> 'confirmed' or a.sequence <> m.sequence or a.starts_at <= now()
         or (select c.status from public.contact_submissions as c where c.id = m.request_id) <> 'confirmed');
  update private.booking_mails as m
  set claimed_at = now(), attempts = m.attempts + 1
  where m.id = (select d.id from private.due_booking_mails as d order by d.id limit 1)
  returning m.* into claimed;
  if claimed.id is null then
    return null;
  end if;
  return jsonb_build_object('id', claimed.id, 'kind', claimed.kind, 'attempt', claimed.attempts, 'content', claimed.content);
end;
$$;

-- The mail service accepted the mail.
create function public.complete_booking_mail(p_id bigint)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.booking_mails set sent_at = now(), claimed_at = null, last_error = null
  where id = p_id and sent_at is null;
$$;

-- The mail service refused or did not answer: try again after a backoff that doubles from a
-- minute up to an hour (as a digest part).
create function public.release_booking_mail(p_id bigint, p_error text)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.booking_mails as m
  set claimed_at = null,
      last_error = left(p_error, 1000),
      next_attempt_at = now() + least(interval '1 minute' * power(2, greatest(m.attempts - 1, 0)), interval '1 hour')
  where m.id = p_id and m.sent_at is null;
$$;

revoke execute on function public.claim_booking_mail() from public, anon, authenticated;
revoke execute on function public.complete_booking_mail(bigint) from public, anon, authenticated;
revoke execute on function public.release_booking_mail(bigint, text) from public, anon, authenticated;
grant execute on function public.claim_booking_mail() to service_role;
grant execute on function public.complete_booking_mail(bigint) to service_role;
grant execute on function public.release_booking_mail(bigint, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- The owner's changes (the Studio's Requests API, service role only).

-- Checks a one-paragraph text the owner or the visitor typed (a message, a reason).
create function private.check_appointment_text(p_text text, p_what text)
returns text
language plpgsql
immutable
set search_path = ''
as $$
declare
  -- Keep equal to APPOINTMENT_TEXT_MAX_LENGTH in lib/constants/database.ts.
  max_length constant integer := 1000;
  -- Line breaks as a form posts them (CRLF) are kept as LF.
  kept text := nullif(btrim(replace(p_text, E'\r\n', E'\n'), E' \t\n'), '');
begin
  if char_length(kept) > max_length or kept ~ '[\x01-\x09\x0b-\x1f\x7f-\x9f]' then
    raise exception '% is at most % characters, without control characters', p_what, max_length
      using errcode = 'invalid_parameter_value';
  end if;
  return kept;
end;
$$;
revoke execute on function private.check_appointment_text(text, text) from public, anon, authenticated, service_role;

-- Confirms the request for a start given as a Lisbon day and time, or reschedules it (a new time,
-- duration, price or message); the same values again change nothing. The cut-off and the reminder
-- lead (hours) and the mails' texts (`p_mail`) come from the content. Moves the request to
-- 'confirmed', records who and when, writes the visitor's mail. Returns the detail; null when there
-- is no such request.
create function public.set_booking_appointment(
  p_id uuid,
  p_day text,
  p_time text,
  p_duration_minutes integer,
  p_price_cents integer,
  p_message text,
  p_cutoff_hours integer,
  p_reminder_lead_hours integer,
  p_mail jsonb,
  p_actor_id text,
  p_actor_name text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Keep equal to BOOKING_MAX_DAYS_AHEAD (the form's last day).
  max_days_ahead constant integer := 365;
  local_start timestamp;
  start_at timestamptz;
  message text := private.check_appointment_text(p_message, 'A message');
  previous_status public.booking_request_status;
  existing private.booking_appointments;
  change text;
begin
  perform private.check_booking_actor(p_actor_id, p_actor_name);
  -- 24:00 would be the next day's midnight: a time is 00:00 to 23:59.
  if p_day !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' or p_time !~ '^([01][0-9]|2[0-3]):[0-5][0-9]$' then
    raise exception 'The day is YYYY-MM-DD and the time HH:MM (00:00 to 23:59)' using errcode = 'invalid_parameter_value';
  end if;
  begin
    local_start := (p_day || ' ' || p_time)::timestamp;
  exception when others then
    raise exception 'There is no % % in the calendar', p_day, p_time using errcode = 'invalid_parameter_value';
  end;
  start_at := local_start at time zone 'Europe/Lisbon';
  -- A time the clocks skip (the last Sunday of March, 01:00 to 02:00) does not exist in Lisbon.
  if (start_at at time zone 'Europe/Lisbon') <> local_start then
    raise exception 'There is no % % in Lisbon (the clocks go forward)', p_day, p_time
      using errcode = 'invalid_parameter_value';
  end if;
  if start_at <= now() then
    raise exception 'The appointment starts in the past (% % in Lisbon)', p_day, p_time
      using errcode = 'invalid_parameter_value';
  end if;
  if start_at > now() + make_interval(days => max_days_ahead) then
    raise exception 'The appointment is more than % days ahead', max_days_ahead using errcode = 'invalid_parameter_value';
  end if;
  if p_duration_minutes is null or p_duration_minutes not between 15 and 1440 then
    raise exception 'The duration is from 15 to 1440 minutes' using errcode = 'invalid_parameter_value';
  end if;
  if p_price_cents is not null and p_price_cents not between 0 and 10000000 then
    raise exception 'The price is from 0 to 100000 euros' using errcode = 'invalid_parameter_value';
  end if;
  if p_cutoff_hours is null or p_cutoff_hours not between 0 and 336
     or p_reminder_lead_hours is null or p_reminder_lead_hours not between 1 and 168 then
    raise exception 'The cut-off is 0 to 336 hours and the reminder lead 1 to 168 hours'
      using errcode = 'invalid_parameter_value';
  end if;
  if p_mail is null or jsonb_typeof(p_mail) <> 'object' or octet_length(p_mail::text) > 16384 then
    raise exception 'The mail texts are a JSON object of at most 16 KiB' using errcode = 'invalid_parameter_value';
  end if;

  -- The request's row lock orders every change to it (the owner's, the visitor's, two at once).
  select c.status into previous_status from public.contact_submissions as c where c.id = p_id for update;
  if not found then
    return null;
  end if;
  select a.* into existing from private.booking_appointments as a where a.request_id = p_id;

  if existing.request_id is not null and existing.state = 'confirmed'
     and existing.starts_at = start_at and existing.duration_minutes = p_duration_minutes
     and existing.price_cents is not distinct from p_price_cents and existing.owner_message is not distinct from message then
    return private.booking_request_detail(p_id);
  end if;
  change := case when existing.request_id is not null and existing.state = 'confirmed' then 'rescheduled' else 'confirmed' end;

  insert into private.booking_appointments as a (
    request_id, state, starts_at, duration_minutes, price_cents, owner_message, sequence,
    changes_until, remind_at, manage_nonce, mail
  )
  values (
    p_id, 'confirmed', start_at, p_duration_minutes, p_price_cents, message, 0,
    start_at - make_interval(hours => p_cutoff_hours),
    nullif(greatest(start_at - make_interval(hours => p_reminder_lead_hours), now()), now()),
    gen_random_uuid(), p_mail
  )
  on conflict (request_id) do update
  set state = 'confirmed',
      starts_at = excluded.starts_at,
      duration_minutes = excluded.duration_minutes,
      price_cents = excluded.price_cents,
      owner_message = excluded.owner_message,
      -- Every change after the first confirmation raises it, a confirmation after a cancel too.
      sequence = a.sequence + 1,
      changes_until = excluded.changes_until,
      remind_at = excluded.remind_at,
      -- The link keeps working across a reschedule; a cancelled one gets a new nonce.
      manage_nonce = coalesce(a.manage_nonce, excluded.manage_nonce),
      mail = excluded.mail,
      cancelled_by = null,
      cancel_reason = null,
      asks = 0,
      updated_at = now();

  update public.contact_submissions as c set status = 'confirmed', last_contact_at = now() where c.id = p_id;
  insert into private.booking_status_changes (request_id, changed_at, kind, from_status, to_status, actor_id, actor_name, detail)
  values (
    p_id, clock_timestamp(), change,
    nullif(previous_status, 'confirmed'), case when previous_status <> 'confirmed' then 'confirmed' end,
    btrim(p_actor_id), btrim(p_actor_name),
    jsonb_build_object('starts_at', start_at, 'duration_minutes', p_duration_minutes, 'price_cents', p_price_cents)
  );
  perform private.queue_booking_mail(p_id, change);
  perform private.request_booking_mails(false);
  return private.booking_request_detail(p_id);
end;
$$;

-- Links of cancelled appointments, remembered (hashed) so that such a link's page can say it was
-- used rather than that it never existed; deleted with their request.
create table private.used_manage_links (
  nonce_hash bytea primary key,
  request_id uuid not null
    constraint used_manage_links_request_id_fkey references public.contact_submissions (id) on delete cascade
);
-- A request's used links, deleted with it.
create index used_manage_links_request_id_idx on private.used_manage_links (request_id);
revoke all on table private.used_manage_links from public, anon, authenticated, service_role;

-- Cancels the request's appointment (optionally saying why), by the owner or, through
-- cancel_managed_appointment, the visitor. Not confirmed (never, or already cancelled): nothing
-- changes. Returns whether it cancelled.
create function private.cancel_appointment(
  p_id uuid,
  p_reason text,
  p_by_visitor boolean,
  p_actor_id text,
  p_actor_name text
)
returns boolean
language plpgsql
set search_path = ''
as $$
declare
  reason text := private.check_appointment_text(p_reason, 'A reason');
  previous_status public.booking_request_status;
begin
  select c.status into previous_status from public.contact_submissions as c where c.id = p_id for update;
  if not found or not exists (
    select 1 from private.booking_appointments as a where a.request_id = p_id and a.state = 'confirmed'
  ) then
    return false;
  end if;
  insert into private.used_manage_links (nonce_hash, request_id)
  select sha256(uuid_send(a.manage_nonce)), a.request_id
  from private.booking_appointments as a
  where a.request_id = p_id and a.manage_nonce is not null;
  update private.booking_appointments as a
  set state = 'cancelled',
      sequence = a.sequence + 1,
      cancelled_by = case when p_by_visitor then 'visitor' else 'owner' end,
      cancel_reason = reason,
      -- The link is used up: it shows no appointment any more.
      manage_nonce = null,
      updated_at = now()
  where a.request_id = p_id;
  update public.contact_submissions as c set status = 'cancelled', last_contact_at = now() where c.id = p_id;
  insert into private.booking_status_changes (
    request_id, changed_at, kind, from_status, to_status, actor_id, actor_name, by_visitor, detail
  )
  values (
    p_id, clock_timestamp(), 'cancelled', nullif(previous_status, 'cancelled'),
    case when previous_status <> 'cancelled' then 'cancelled'::public.booking_request_status end,
    btrim(p_actor_id), btrim(p_actor_name), p_by_visitor, jsonb_build_object('reason', reason)
  );
  -- The visitor's calendar drops the event (METHOD:CANCEL) whoever cancelled; the owner hears of
  -- the visitor's cancellation at once.
  perform private.queue_booking_mail(p_id, 'cancelled');
  if p_by_visitor then
    perform private.queue_booking_mail(p_id, 'visitor-cancelled');
  end if;
  perform private.request_booking_mails(false);
  return true;
end;
$$;
revoke execute on function private.cancel_appointment(uuid, text, boolean, text, text)
  from public, anon, authenticated, service_role;

-- The owner cancels; a second cancel changes nothing. Returns the detail; null: no such request.
create function public.cancel_booking_appointment(p_id uuid, p_reason text, p_actor_id text, p_actor_name text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.check_booking_actor(p_actor_id, p_actor_name);
  perform private.cancel_appointment(p_id, p_reason, false, p_actor_id, p_actor_name);
  return private.booking_request_detail(p_id);
end;
$$;

-- The confirmed appointments starting from a Lisbon day for p_days days, by start: the Requests
-- tool's view of the garage's weeks.
create function public.list_booking_appointments(p_from_day text, p_days integer default 14)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  first_day date;
begin
  if p_from_day !~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' or p_days is null or p_days not between 1 and 62 then
    raise exception 'The first day is YYYY-MM-DD and the days 1 to 62' using errcode = 'invalid_parameter_value';
  end if;
  first_day := p_from_day::date;
  return coalesce((
    select jsonb_agg(jsonb_build_object(
        'request_id', a.request_id,
        'starts_at', a.starts_at,
        'duration_minutes', a.duration_minutes,
        'name', c.name,
        'service', c.service,
        'vehicle', c.vehicle,
        'phone', c.phone
      ) order by a.starts_at, a.request_id)
    from private.booking_appointments as a
    join public.contact_submissions as c on c.id = a.request_id
    where a.state = 'confirmed'
      and a.starts_at >= first_day::timestamp at time zone 'Europe/Lisbon'
      and a.starts_at < (first_day + p_days)::timestamp at time zone 'Europe/Lisbon'
  ), '[]'::jsonb);
end;
$$;

revoke execute on function public.set_booking_appointment(uuid, text, text, integer, integer, text, integer, integer, jsonb, text, text)
  from public, anon, authenticated;
revoke execute on function public.cancel_booking_appointment(uuid, text, text, text) from public, anon, authenticated;
revoke execute on function public.list_booking_appointments(text, integer) from public, anon, authenticated;
grant execute on function public.set_booking_appointment(uuid, text, text, integer, integer, text, integer, integer, jsonb, text, text)
  to service_role;
grant execute on function public.cancel_booking_appointment(uuid, text, text, text) to service_role;
grant execute on function public.list_booking_appointments(text, integer) to service_role;

-- ---------------------------------------------------------------------------------------------
-- The visitor's manage link (the site's server, service role only, after checking the link's
-- signature). The answer never names anyone unless the link is valid.

-- How the link stands: 'valid' with the appointment; 'used' (cancelled), 'expired' (the
-- appointment has ended) or 'unknown' (no such link, or its request was erased) with nothing else.
create function private.managed_appointment(p_nonce uuid, p_now timestamptz)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select coalesce((
    select case
      when a.starts_at + make_interval(mins => a.duration_minutes) <= p_now then jsonb_build_object('status', 'expired')
      else jsonb_build_object(
        'status', 'valid',
        'appointment', jsonb_build_object(
          'language', coalesce(c.visitor_language, 'en'),
          'name', c.name,
          'service', c.service,
          'vehicle', c.vehicle,
          'starts_at', a.starts_at,
          'duration_minutes', a.duration_minutes,
          'price_cents', a.price_cents,
          'owner_message', a.owner_message,
          'changes_until', a.changes_until,
          'can_change', p_now < a.changes_until,
          -- Keep equal to APPOINTMENT_VISITOR_ASKS in lib/constants/database.ts.
          'asks_left', greatest(3 - a.asks, 0),
          'mail', a.mail
        )
      )
    end
    from private.booking_appointments as a
    join public.contact_submissions as c on c.id = a.request_id
    where a.manage_nonce = p_nonce
  ), jsonb_build_object('status', 'unknown'));
$$;
revoke execute on function private.managed_appointment(uuid, timestamptz) from public, anon, authenticated, service_role;

create function public.get_managed_appointment(p_nonce uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select case
    when exists (select 1 from private.used_manage_links as u where u.nonce_hash = sha256(uuid_send(p_nonce)))
      then jsonb_build_object('status', 'used')
    else private.managed_appointment(p_nonce, now())
  end;
$$;

-- The visitor cancels through the link: 'cancelled', or how the link stands ('too-late' inside the
-- cut-off, 'used', 'expired', 'unknown'), changing nothing then.
create function public.cancel_managed_appointment(p_nonce uuid, p_reason text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  found_id uuid;
  state jsonb;
begin
  select a.request_id into found_id from private.booking_appointments as a where a.manage_nonce = p_nonce;
  if found_id is not null then
    perform 1 from public.contact_submissions as c where c.id = found_id for update;
  end if;
  state := public.get_managed_appointment(p_nonce);
  if state ->> 'status' <> 'valid' then
    return state ->> 'status';
  elsif not (state -> 'appointment' ->> 'can_change')::boolean then
    return 'too-late';
  end if;
  perform private.cancel_appointment(found_id, p_reason, true, 'visitor', 'visitor');
  return 'cancelled';
end;
$$;

-- The visitor asks for another date with a message (required): the owner is mailed at once and the
-- history shows it. 'asked', or 'too-many' past the limit, or how the link stands.
create function public.ask_managed_appointment(p_nonce uuid, p_message text)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  message text := private.check_appointment_text(p_message, 'A message');
  found_id uuid;
  state jsonb;
begin
  if message is null then
    raise exception 'A message is required' using errcode = 'invalid_parameter_value';
  end if;
  select a.request_id into found_id from private.booking_appointments as a where a.manage_nonce = p_nonce;
  if found_id is not null then
    perform 1 from public.contact_submissions as c where c.id = found_id for update;
  end if;
  state := public.get_managed_appointment(p_nonce);
  if state ->> 'status' <> 'valid' then
    return state ->> 'status';
  elsif not (state -> 'appointment' ->> 'can_change')::boolean then
    return 'too-late';
  elsif (state -> 'appointment' ->> 'asks_left')::integer = 0 then
    return 'too-many';
  end if;
  update private.booking_appointments as a set asks = a.asks + 1 where a.request_id = found_id;
  update public.contact_submissions as c set last_contact_at = now() where c.id = found_id;
  insert into private.booking_status_changes (request_id, changed_at, kind, actor_id, actor_name, by_visitor, detail)
  values (found_id, clock_timestamp(), 'asked', 'visitor', 'visitor', true, jsonb_build_object('message', message));
  perform private.queue_booking_mail(found_id, 'visitor-asked', jsonb_build_object('visitor_message', message));
  perform private.request_booking_mails(false);
  return 'asked';
end;
$$;

revoke execute on function public.get_managed_appointment(uuid) from public, anon, authenticated;
revoke execute on function public.cancel_managed_appointment(uuid, text) from public, anon, authenticated;
revoke execute on function public.ask_managed_appointment(uuid, text) from public, anon, authenticated;
grant execute on function public.get_managed_appointment(uuid) to service_role;
grant execute on function public.cancel_managed_appointment(uuid, text) to service_role;
grant execute on function public.ask_managed_appointment(uuid, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Access and erasure cover appointments and their mails; retention needs nothing (they go with
-- their request, on delete cascade), and so does erasure, which voids the person's links.
create or replace function public.export_booking_data(p_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  salt text := (select s.salt from private.booking_rate_limit_secret as s);
  requests jsonb;
  ids uuid[];
begin
  select coalesce(jsonb_agg(to_jsonb(c) - 'digest_id' - 'search_text' order by c.created_at), '[]'::jsonb),
         coalesce(array_agg(c.id), '{}')
  into requests, ids
  from public.contact_submissions as c
  where lower(c.email) = lower(btrim(p_email));
  return jsonb_build_object(
    'email', btrim(p_email),
    'exported_at', now(),
    'booking_requests', requests,
    'status_changes', coalesce((
      select jsonb_agg(jsonb_build_object(
          'request_id', h.request_id,
          'changed_at', h.changed_at,
          'kind', h.kind,
          'from_status', h.from_status,
          'to_status', h.to_status,
          'changed_by', case when h.by_visitor then 'visitor' else h.actor_name end,
          'detail', h.detail
        ) order by h.id)
      from private.booking_status_changes as h
      where h.request_id = any (ids)
    ), '[]'::jsonb),
    'appointments', coalesce((
      select jsonb_agg(jsonb_build_object('request_id', a.request_id) || private.booking_appointment_json(a.request_id)
        order by a.starts_at)
      from private.booking_appointments as a
      where a.request_id = any (ids)
    ), '[]'::jsonb),
    'appointment_mails', coalesce((
      select jsonb_agg(jsonb_build_object(
          'request_id', m.request_id, 'kind', m.kind, 'created_at', m.created_at, 'sent_at', m.sent_at
        ) order by m.id)
      from private.booking_mails as m
      where m.request_id = any (ids)
    ), '[]'::jsonb),
    'proof_of_work_records', coalesce((
      select jsonb_agg(jsonb_build_object('nonce', u.nonce, 'idempotency_key', u.idempotency_key, 'expires_at', u.expires_at))
      from private.used_booking_challenges as u
      where u.idempotency_key in (select (r ->> 'idempotency_key')::uuid from jsonb_array_elements(requests) as r)
    ), '[]'::jsonb),
    'rate_limit_counters', coalesce((
      select jsonb_agg(jsonb_build_object('bucket_start', b.bucket_start, 'hits', b.hits))
      from private.booking_rate_limit_buckets as b
      where b.subject = 'email:' || encode(sha256(convert_to(salt || lower(btrim(p_email)), 'UTF8')), 'hex')
    ), '[]'::jsonb)
  );
end;
$$;

-- ---------------------------------------------------------------------------------------------
-- The schedule (Supabase Cron): reminders and retries of appointment mails, every minute.
select cron.schedule('booking-mails', '* * * * *', 'select private.run_booking_mail_schedule()');

-- ---------------------------------------------------------------------------------------------
-- A mail that keeps failing reaches the owner in the next digest round too (once), besides the
-- Requests tool: the mail service may refuse one address and accept the owner's.
alter table private.booking_mails
  add column reported_in_digest bigint
    constraint booking_mails_reported_in_digest_fkey references private.booking_digests (id) on delete set null;

create view private.booking_mails_awaiting_digest as
  select m.* from private.booking_mails as m
  where m.reported_in_digest is null and private.booking_mail_failing(m);
-- A digest's failing mails (and the foreign key's `on delete set null` when a digest goes).
create index booking_mails_reported_in_digest_idx on private.booking_mails (reported_in_digest)
  where reported_in_digest is not null;
revoke all on table private.booking_mails_awaiting_digest from public, anon, authenticated, service_role;

create or replace function private.booking_digest_due()
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select exists (select 1 from private.due_booking_digests)
    or (
      not exists (
        select 1 from private.booking_digests as d
        where d.round_started_at > now() - (select s.digest_interval from private.booking_settings as s)
      )
      and (
        exists (select 1 from private.booking_requests_awaiting_digest)
        or exists (select 1 from private.booking_mails_awaiting_digest)
      )
    );
$$;

-- As before, and a round also takes every failing mail not yet reported, into its first part.
create or replace function public.claim_booking_digest()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  batch_size integer := (select s.digest_batch_size from private.booking_settings as s);
  claimed private.booking_digests;
  waiting uuid[];
  part_count integer;
begin
  -- One claimer at a time, so two runs started together cannot both open a round or take a part.
  perform pg_advisory_xact_lock(hashtext('public.claim_booking_digest'));
  if not private.booking_digest_due() then
    return null;
  end if;

  if not exists (select 1 from private.due_booking_digests) then
    -- Open a round: every waiting request goes into exactly one part, oldest first.
    select array_agg(w.id order by w.created_at, w.id) into waiting
    from (select a.id, a.created_at from private.booking_requests_awaiting_digest as a for update) as w;
    part_count := greatest(ceil(coalesce(cardinality(waiting), 0)::numeric / batch_size), 1);
    insert into private.booking_digests (round_started_at, part, parts)
    select now(), p, part_count from generate_series(1, part_count) as p;
    update public.contact_submissions as c
    set digest_id = d.id
    from unnest(waiting) with ordinality as u (id, position)
    join private.booking_digests as d
      on d.round_started_at = now() and d.part = (u.position - 1) / batch_size + 1
    where c.id = u.id;
    update private.booking_mails as m
    set reported_in_digest = d.id
    from private.booking_digests as d
    where d.round_started_at = now() and d.part = 1
      and m.id in (select f.id from private.booking_mails_awaiting_digest as f);
  end if;

  update private.booking_digests as d
  set claimed_at = now(), attempts = d.attempts + 1
  where d.id = (select o.id from private.due_booking_digests as o order by o.id limit 1)
  returning d.* into claimed;
  if claimed.id is null then
    return null;
  end if;

  return jsonb_build_object(
    'id', claimed.id,
    'part', claimed.part,
    'parts', claimed.parts,
    'attempt', claimed.attempts,
    'requests', coalesce((
      select jsonb_agg(jsonb_build_object(
          'idempotency_key', c.idempotency_key,
          'created_at', c.created_at,
          'name', c.name,
          'email', c.email,
          'phone', c.phone,
          'service', c.service,
          'vehicle', c.vehicle,
          'preferred_date', c.preferred_date,
          'message', c.message,
          'quick_fill', c.quick_fill,
          'honeypot_filled', c.honeypot_filled,
          'notification_problem', c.notification_problem
        ) order by c.created_at, c.id)
      from public.contact_submissions as c
      where c.digest_id = claimed.id
    ), '[]'::jsonb),
    'failing_mails', coalesce((
      select jsonb_agg(jsonb_build_object(
          'kind', m.kind,
          'created_at', m.created_at,
          'attempts', m.attempts,
          'last_error', m.last_error,
          'name', c.name,
          'email', c.email,
          'starts_at', m.content ->> 'starts_at'
        ) order by m.id)
      from private.booking_mails as m
      join public.contact_submissions as c on c.id = m.request_id
      where m.reported_in_digest = claimed.id
    ), '[]'::jsonb)
  );
end;
$$;
