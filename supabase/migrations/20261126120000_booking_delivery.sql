-- Every stored booking request reaches the owner, whatever the visitor's browser did; requests are
-- kept only as long as the privacy policy says; a person's data can be exported or erased; and the
-- insert refuses what the notification function could not read.
--
-- Scheduling is Supabase Cron (pg_cron) calling the function through pg_net, with the URL and the
-- call's secret read from Supabase Vault (supabase/README.md "Delivery of every request"), as
-- Supabase documents for scheduled edge functions. Flagged requests (a quick fill, a filled
-- honeypot) are stored like any other and marked, never dropped.

create extension if not exists pg_cron with schema pg_catalog;
create extension if not exists pg_net with schema extensions;

-- ---------------------------------------------------------------------------------------------
-- Settings the owner may tune with SQL (one row). Keep the defaults equal to lib/constants/database.ts
-- (tests/integration/database-limits.test.ts reads them back).
alter table private.booking_settings
  -- A request not notified this long after it was stored goes into the next digest.
  add column digest_delay interval not null default interval '5 minutes'
    constraint booking_settings_digest_delay_positive check (digest_delay > interval '0'),
  -- At most one digest round per interval; a round is split into mails of digest_batch_size requests
  -- (small enough that a mail client shows a part whole: Gmail clips a message past 102 KB;
  -- npm run bench:booking prints each part's size).
  add column digest_interval interval not null default interval '15 minutes'
    constraint booking_settings_digest_interval_positive check (digest_interval > interval '0'),
  add column digest_batch_size integer not null default 50
    constraint booking_settings_digest_batch_size_range check (digest_batch_size between 1 and 1000),
  -- Requests are deleted this long after the last contact (the privacy policy's promise).
  add column retention_months integer not null default 24
    constraint booking_settings_retention_months_positive check (retention_months > 0);

-- ---------------------------------------------------------------------------------------------
-- A calendar day as the form sends it (YYYY-MM-DD, a real day). A `date` column would also take
-- 'infinity', 'tomorrow', 'epoch' or year 10000, which nothing downstream can read.
create domain public.calendar_day as text
  -- The round trip through `date` refuses impossible days (2030-02-30 raises 22008).
  constraint calendar_day_iso check (value ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$' and to_char(value::date, 'YYYY-MM-DD') = value);
comment on domain public.calendar_day is 'A real calendar day written YYYY-MM-DD (no special values, years 0001-9999).';

-- Stored values that no day matches ('infinity', years past 9999) cannot be kept as a day.
alter table public.contact_submissions
  alter column preferred_date type public.calendar_day using (
    case
      when isfinite(preferred_date) and preferred_date between date '0001-01-01' and date '9999-12-31'
        then to_char(preferred_date, 'YYYY-MM-DD')
    end
  );

-- The preferred date lies between today and a year ahead in Lisbon, checked when a row is stored
-- (a CHECK constraint cannot depend on today). Keep the year equal to BOOKING_MAX_DAYS_AHEAD.
create or replace function public.contact_submissions_preferred_date_not_past()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
declare
  max_days_ahead constant integer := 365;
  today date := (now() at time zone 'Europe/Lisbon')::date;
begin
  if new.preferred_date::date < today then
    raise exception 'preferred_date % is before today in Lisbon', new.preferred_date
      using errcode = 'check_violation',
            constraint = 'contact_submissions_preferred_date_not_past',
            table = 'contact_submissions',
            schema = 'public';
  elsif new.preferred_date::date > today + max_days_ahead then
    raise exception 'preferred_date % is more than % days ahead', new.preferred_date, max_days_ahead
      using errcode = 'check_violation',
            constraint = 'contact_submissions_preferred_date_too_far',
            table = 'contact_submissions',
            schema = 'public';
  end if;
  return new;
end;
$$;

-- Line and paragraph separators and bidirectional overrides in a one-line field could break or
-- disguise a mail header (the owner's subject carries the name). The function checks the same.
alter table public.contact_submissions
  add constraint contact_submissions_name_one_line check (name !~ '[\u2028\u2029\u202a-\u202e\u2066-\u2069]'),
  add constraint contact_submissions_phone_one_line check (phone !~ '[\u2028\u2029\u202a-\u202e\u2066-\u2069]'),
  add constraint contact_submissions_vehicle_one_line check (vehicle !~ '[\u2028\u2029\u202a-\u202e\u2066-\u2069]');

-- ---------------------------------------------------------------------------------------------
-- Digests: mails to the owner listing requests the function did not mail at once.
create table private.booking_digests (
  id bigint generated always as identity primary key,
  -- One round every digest_interval at most, split into parts of digest_batch_size requests.
  round_started_at timestamptz not null,
  part integer not null,
  parts integer not null,
  -- Taken by a function run; a claim older than the timeout belongs to a run that died.
  claimed_at timestamptz,
  attempts integer not null default 0,
  next_attempt_at timestamptz not null default now(),
  last_error text,
  -- Set only once the mail service accepted the mail.
  sent_at timestamptz
);
create index booking_digests_round_started_at_idx on private.booking_digests (round_started_at);
create index booking_digests_unsent_idx on private.booking_digests (id) where sent_at is null;
revoke all on table private.booking_digests from public, anon, authenticated, service_role;

alter table public.contact_submissions
  -- Retention counts from here: the stored time until something later is recorded.
  add column last_contact_at timestamptz default now(),
  -- Signals from the form; they mark a request, they never drop it.
  add column quick_fill boolean not null default false,
  add column honeypot_filled boolean not null default false,
  -- Why the function did not mail it at once, when known (shown in the digest).
  add column notification_problem text
    constraint contact_submissions_notification_problem_known check (notification_problem in (
      'proof-missing', 'proof-malformed', 'proof-forged', 'proof-expired', 'proof-replayed', 'mail-error'
    )),
  add column digest_id bigint
    constraint contact_submissions_digest_id_fkey references private.booking_digests (id);
update public.contact_submissions set last_contact_at = greatest(created_at, notified_at);
alter table public.contact_submissions alter column last_contact_at set not null;

grant insert (quick_fill, honeypot_filled) on table public.contact_submissions to anon;

-- Requests waiting for a digest, oldest first; a person's rows by email. (Retention reads the
-- whole table once a day: a sequential scan, no index to keep up.)
create index contact_submissions_undelivered_idx on public.contact_submissions (created_at)
  where notified_at is null and digest_id is null;
create index contact_submissions_email_lower_idx on public.contact_submissions (lower(email));
create index contact_submissions_digest_id_idx on public.contact_submissions (digest_id) where digest_id is not null;

-- ---------------------------------------------------------------------------------------------
-- The function's claim no longer takes a request that a digest took, or one with the honeypot
-- filled (never mailed on its own: the digest lists it as likely spam).
drop function public.claim_contact_notification(uuid, text, text, text, text, text, date, text);
create function public.claim_contact_notification(
  p_idempotency_key uuid,
  p_name text,
  p_email text,
  p_phone text,
  p_service text,
  p_vehicle text,
  p_preferred_date date,
  p_message text
)
returns text
language plpgsql
security invoker
set search_path = ''
as $$
declare
  -- The form calls the function right after its insert; older rows are not claimable.
  claim_window constant interval := interval '10 minutes';
  -- As private.claim_expired, which this function (run as service_role) may not call.
  claim_timeout constant interval := interval '120 seconds';
  found_row public.contact_submissions;
begin
  select c.* into found_row
  from public.contact_submissions as c
  where c.idempotency_key = p_idempotency_key
    and c.email = p_email
    and c.name = p_name
    and c.phone is not distinct from p_phone
    and c.service is not distinct from p_service
    and c.vehicle is not distinct from p_vehicle
    and c.preferred_date::date is not distinct from p_preferred_date
    and c.message is not distinct from p_message
    and not c.honeypot_filled
  for update;

  if not found then
    return 'not-found';
  elsif found_row.notified_at is not null or found_row.digest_id is not null then
    return 'already-notified';
  elsif found_row.created_at <= now() - claim_window then
    return 'not-found';
  elsif found_row.notification_claimed_at > now() - claim_timeout then
    return 'in-progress';
  end if;

  update public.contact_submissions
  set notification_claimed_at = now()
  where id = found_row.id;
  return 'claimed';
end;
$$;

-- Gives the claim back when sending failed, so a retry can notify, and says why for the digest.
create or replace function public.release_contact_notification(p_idempotency_key uuid)
returns void
language sql
security invoker
set search_path = ''
as $$
  update public.contact_submissions
  set notification_claimed_at = null, notification_problem = 'mail-error'
  where idempotency_key = p_idempotency_key
    and notified_at is null;
$$;

-- Records why the function refused to mail a request (its proof of work), for the digest. Keys are
-- random per fill, so only the fill's own browser knows one; a notified request is left alone.
create function public.note_notification_problem(p_idempotency_key uuid, p_problem text)
returns void
language sql
security invoker
set search_path = ''
as $$
  update public.contact_submissions
  set notification_problem = p_problem
  where idempotency_key = p_idempotency_key
    and notified_at is null
    and digest_id is null;
$$;

revoke execute on function public.claim_contact_notification(uuid, text, text, text, text, text, date, text)
  from public, anon, authenticated;
revoke execute on function public.note_notification_problem(uuid, text) from public, anon, authenticated;
grant execute on function public.claim_contact_notification(uuid, text, text, text, text, text, date, text)
  to service_role;
grant execute on function public.note_notification_problem(uuid, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- A function's claim on a request or a digest part older than this belongs to a run that died.
-- Keep equal to NOTIFICATION_CLAIM_TIMEOUT_SECONDS in lib/constants/database.ts.
create function private.claim_expired(p_claimed_at timestamptz)
returns boolean
language sql
stable
security invoker
set search_path = ''
as $$
  select p_claimed_at is null or p_claimed_at <= now() - interval '120 seconds';
$$;

-- Digest parts that a run may take now: never sent, not being sent, their backoff over.
create view private.due_booking_digests as
  select d.* from private.booking_digests as d
  where d.sent_at is null and d.next_attempt_at <= now() and private.claim_expired(d.claimed_at);

-- Requests waiting for a digest: not notified, in no digest, not held by a live function call, and
-- older than the delay (the visitor's browser had its chance to ask for the mail).
create view private.booking_requests_awaiting_digest as
  select c.* from public.contact_submissions as c
  where c.notified_at is null and c.digest_id is null
    and c.created_at <= now() - (select s.digest_delay from private.booking_settings as s)
    and private.claim_expired(c.notification_claimed_at);

revoke all on table private.due_booking_digests, private.booking_requests_awaiting_digest
  from public, anon, authenticated, service_role;

-- Whether a function run has digest work: a due part, or waiting requests while no round started
-- within the interval.
create function private.booking_digest_due()
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
      and exists (select 1 from private.booking_requests_awaiting_digest)
    );
$$;

-- Takes the next digest part for the calling function run, opening a round when one is due:
-- every waiting request (not notified, not claimed by a live function call, older than the delay)
-- goes into exactly one part. Returns the part with its requests, or null when there is nothing.
create function public.claim_booking_digest()
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
    part_count := ceil(cardinality(waiting)::numeric / batch_size);
    insert into private.booking_digests (round_started_at, part, parts)
    select now(), p, part_count from generate_series(1, part_count) as p;
    update public.contact_submissions as c
    set digest_id = d.id
    from unnest(waiting) with ordinality as u (id, position)
    join private.booking_digests as d
      on d.round_started_at = now() and d.part = (u.position - 1) / batch_size + 1
    where c.id = u.id;
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
    ), '[]'::jsonb)
  );
end;
$$;

-- The mail service accepted the part's mail: it and its requests are delivered.
create function public.complete_booking_digest(p_id bigint)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.booking_digests set sent_at = now(), claimed_at = null, last_error = null
  where id = p_id and sent_at is null;
  update public.contact_submissions set notified_at = now()
  where digest_id = p_id and notified_at is null;
$$;

-- The mail service refused or did not answer: try the part again after a backoff that doubles
-- from a minute up to an hour. Nothing is marked sent.
create function public.release_booking_digest(p_id bigint, p_error text)
returns void
language sql
security definer
set search_path = ''
as $$
  update private.booking_digests as d
  set claimed_at = null,
      last_error = left(p_error, 1000),
      next_attempt_at = now() + least(interval '1 minute' * power(2, greatest(d.attempts - 1, 0)), interval '1 hour')
  where d.id = p_id and d.sent_at is null;
$$;

revoke execute on function private.booking_digest_due() from public, anon, authenticated, service_role;
revoke execute on function private.claim_expired(timestamptz) from public, anon, authenticated, service_role;
revoke execute on function public.claim_booking_digest() from public, anon, authenticated;
revoke execute on function public.complete_booking_digest(bigint) from public, anon, authenticated;
revoke execute on function public.release_booking_digest(bigint, text) from public, anon, authenticated;
grant execute on function public.claim_booking_digest() to service_role;
grant execute on function public.complete_booking_digest(bigint) to service_role;
grant execute on function public.release_booking_digest(bigint, text) to service_role;

-- What the schedule runs every minute: when digest work is due, ask the function to do it (pg_net,
-- sent when this transaction commits). The URL and the call's secret come from Vault, where the
-- owner puts them once (supabase/README.md); they are never in a migration.
create function private.request_booking_digest()
returns bigint
language plpgsql
security invoker
set search_path = ''
as $$
declare
  project_url text;
  digest_secret text;
begin
  if not private.booking_digest_due() then
    return null;
  end if;
  select s.decrypted_secret into project_url from vault.decrypted_secrets as s where s.name = 'project_url';
  select s.decrypted_secret into digest_secret from vault.decrypted_secrets as s where s.name = 'booking_digest_secret';
  if project_url is null or digest_secret is null then
    raise exception 'Booking requests wait for a digest, but Vault has no % secret', case
        when project_url is null then 'project_url' else 'booking_digest_secret' end
      using hint = 'Store it with vault.create_secret (supabase/README.md, "Delivery of every request").';
  end if;
  return net.http_post(
    url := rtrim(project_url, '/') || '/functions/v1/send-contact-notification/digest',
    headers := jsonb_build_object('Content-Type', 'application/json', 'Authorization', 'Bearer ' || digest_secret),
    body := '{}'::jsonb,
    -- The function sends parts for up to DIGEST_RUN_BUDGET_MS (45 s) before it answers.
    timeout_milliseconds := 60000
  );
end;
$$;
revoke execute on function private.request_booking_digest() from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Retention: requests whose last contact is older than the retention period are deleted with the
-- records derived from them. `p_now` lets a test move the clock; the schedule passes nothing.
create function private.delete_expired_booking_requests(p_now timestamptz default now())
returns integer
language plpgsql
security invoker
set search_path = ''
as $$
declare
  months integer := (select s.retention_months from private.booking_settings as s);
  keys uuid[];
  emails text[];
  address_hashes text[];
begin
  with expired as (
    delete from public.contact_submissions as c
    where c.last_contact_at < p_now - make_interval(months => months)
    returning c.idempotency_key, c.email, c.client_address_hash
  )
  select array_agg(e.idempotency_key), array_agg(e.email), array_agg(e.client_address_hash)
  into keys, emails, address_hashes
  from expired as e;
  perform private.delete_booking_derived_records(keys, emails, address_hashes);
  -- Sent digests whose requests are all gone hold nothing more to keep.
  delete from private.booking_digests as d
  where d.sent_at is not null
    and not exists (select 1 from public.contact_submissions as c where c.digest_id = d.id);
  return coalesce(cardinality(keys), 0);
end;
$$;

-- Records that name requests: proof-of-work uses (by idempotency key) and rate-limit counters (by
-- the salted hashes of the email and the client address). Returns how many of each went.
create function private.delete_booking_derived_records(p_keys uuid[], p_emails text[], p_address_hashes text[])
returns jsonb
language plpgsql
security invoker
set search_path = ''
as $$
declare
  salt text := (select s.salt from private.booking_rate_limit_secret as s);
  challenges integer;
  counters integer;
begin
  delete from private.used_booking_challenges as u where u.idempotency_key = any (p_keys);
  get diagnostics challenges = row_count;
  delete from private.booking_rate_limit_buckets as b
  where b.subject = any (
    select 'email:' || encode(sha256(convert_to(salt || lower(e), 'UTF8')), 'hex') from unnest(p_emails) as e
    union all
    select 'address:' || h from unnest(p_address_hashes) as h where h is not null
  );
  get diagnostics counters = row_count;
  return jsonb_build_object('proof_of_work_records', challenges, 'rate_limit_counters', counters);
end;
$$;

revoke execute on function private.delete_expired_booking_requests(timestamptz) from public, anon, authenticated, service_role;
revoke execute on function private.delete_booking_derived_records(uuid[], text[], text[])
  from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- Access and erasure (GDPR art. 15 and 17) for one email address, service role only
-- (npm run bookings:export / bookings:erase). Email addresses match case-insensitively.
create function public.export_booking_data(p_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  salt text := (select s.salt from private.booking_rate_limit_secret as s);
  requests jsonb;
begin
  select coalesce(jsonb_agg(to_jsonb(c) - 'digest_id' order by c.created_at), '[]'::jsonb) into requests
  from public.contact_submissions as c
  where lower(c.email) = lower(btrim(p_email));
  return jsonb_build_object(
    'email', btrim(p_email),
    'exported_at', now(),
    'booking_requests', requests,
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

create function public.erase_booking_data(p_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  keys uuid[];
  address_hashes text[];
  derived jsonb;
  requests integer;
begin
  select array_agg(c.idempotency_key), array_agg(c.client_address_hash) into keys, address_hashes
  from public.contact_submissions as c
  where lower(c.email) = lower(btrim(p_email));
  derived := private.delete_booking_derived_records(
    coalesce(keys, '{}'), array[btrim(p_email)], coalesce(address_hashes, '{}'));
  delete from public.contact_submissions as c where lower(c.email) = lower(btrim(p_email));
  get diagnostics requests = row_count;
  return jsonb_build_object('email', btrim(p_email), 'booking_requests', requests) || derived;
end;
$$;

revoke execute on function public.export_booking_data(text) from public, anon, authenticated;
revoke execute on function public.erase_booking_data(text) from public, anon, authenticated;
grant execute on function public.export_booking_data(text) to service_role;
grant execute on function public.erase_booking_data(text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- The schedule (Supabase Cron). Re-running a migration with the same job name updates the job.
select cron.schedule('booking-digest', '* * * * *', 'select private.request_booking_digest()');
select cron.schedule('booking-retention', '17 3 * * *', 'select private.delete_expired_booking_requests()');
