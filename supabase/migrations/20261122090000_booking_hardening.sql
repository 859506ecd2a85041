-- Hardening of the booking path: one row per form fill (idempotency key), a database-side rate
-- limit per email and per client address (holds on hosted Supabase, not only locally), control
-- characters refused, and notification claims that expire when a function run dies mid-way.
-- A new migration rather than an edit: databases that already applied the first one move forward.

-- Functions in this schema are not reachable through the Data API (only `public` is exposed).
create schema private;
revoke all on schema private from public;

-- ---------------------------------------------------------------------------------------------
-- Idempotency: the form makes one key per fill and sends it with the insert and the notification,
-- so a double submit or network retry of the same fill stores one row and mails once.
alter table public.contact_submissions
  -- The default only fills rows stored before this migration; it is dropped right after.
  add column idempotency_key uuid not null default gen_random_uuid()
    constraint contact_submissions_idempotency_key_unique unique,
  -- Salted SHA-256 of the sender's address (first X-Forwarded-For hop), set by the rate-limit
  -- trigger; the address itself is never stored. Anonymous visitors cannot read or set it.
  add column client_address_hash text;
alter table public.contact_submissions alter column idempotency_key drop default;

-- The claim now finds the row through its unique key; nothing else queries by email.
drop index public.contact_submissions_email_created_at_idx;

-- ---------------------------------------------------------------------------------------------
-- Email: the shape the form's <input type="email"> accepts (WHATWG), with a dot in the domain, so
-- nothing the browser would refuse (commas, spaces, quotes, brackets) reaches the mail headers.
-- The function checks the same pattern, so whatever is stored can also be notified.
alter table public.contact_submissions
  drop constraint contact_submissions_email_shape,
  add constraint contact_submissions_email_shape check (
    email ~ '^[a-zA-Z0-9.!#$%&''*+/=?^_`{|}~-]+@[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(\.[a-zA-Z0-9]([a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$'
  );

-- ---------------------------------------------------------------------------------------------
-- Control characters: refused everywhere except tab / line breaks in the free-text message
-- (C0 controls, DEL and C1 controls). NUL cannot reach a text column at all.
alter table public.contact_submissions
  add constraint contact_submissions_name_no_controls check (name !~ '[\x01-\x1f\x7f-\x9f]'),
  add constraint contact_submissions_email_no_controls check (email !~ '[\x01-\x1f\x7f-\x9f]'),
  add constraint contact_submissions_phone_no_controls check (phone !~ '[\x01-\x1f\x7f-\x9f]'),
  add constraint contact_submissions_vehicle_no_controls check (vehicle !~ '[\x01-\x1f\x7f-\x9f]'),
  add constraint contact_submissions_message_no_controls check (message !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]');

-- ---------------------------------------------------------------------------------------------
-- Rate limit. Counters live in hourly buckets keyed by (bucket, subject) so the check is two
-- primary-key lookups and an atomic upsert: concurrent inserts of one subject serialise on the
-- bucket row and cannot all slip under the limit, as "count recent rows" could.

create table private.booking_rate_limit_secret (
  singleton boolean primary key default true constraint booking_rate_limit_secret_singleton check (singleton),
  salt text not null default gen_random_uuid()::text || gen_random_uuid()::text
);
insert into private.booking_rate_limit_secret default values;

create table private.booking_rate_limit_buckets (
  bucket_start timestamptz not null,
  -- 'email:<hash>' or 'address:<hash>'; hashes, so the counters hold no personal data.
  subject text not null,
  hits integer not null,
  primary key (bucket_start, subject)
);

revoke all on table private.booking_rate_limit_secret, private.booking_rate_limit_buckets
  from public, anon, authenticated, service_role;

-- Adds one hit for the subject in the current bucket and returns the estimated hits of the last
-- window: this bucket plus the previous one weighted by how much of it still lies inside the
-- window (a sliding window without per-request rows).
create function private.booking_rate_limit_hit(p_subject text, p_window interval)
returns double precision
language plpgsql
security invoker
set search_path = ''
as $$
declare
  bucket timestamptz := pg_catalog.date_bin(p_window, now(), timestamptz '2000-01-01 00:00:00+00');
  elapsed double precision := extract(epoch from now() - bucket) / extract(epoch from p_window);
  current_hits integer;
  previous_hits integer;
begin
  insert into private.booking_rate_limit_buckets as b (bucket_start, subject, hits)
  values (bucket, p_subject, 1)
  on conflict (bucket_start, subject) do update set hits = b.hits + 1
  returning b.hits into current_hits;

  select b.hits into previous_hits
  from private.booking_rate_limit_buckets as b
  where b.bucket_start = bucket - p_window and b.subject = p_subject;

  return current_hits + coalesce(previous_hits, 0) * (1 - elapsed);
end;
$$;

-- Runs as the table owner (security definer) so that visitors need no rights on the private
-- counters; it lives in the unexposed `private` schema and cannot be called through the API.
create function private.contact_submissions_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Keep equal to BOOKING_RATE_LIMIT_* in lib/constants.ts (tests/integration/abuse.test.ts).
  rate_window constant interval := interval '60 minutes';
  per_email constant integer := 5;
  per_address constant integer := 10;
  salt text;
  address text;
begin
  select s.salt into salt from private.booking_rate_limit_secret as s;
  -- PostgREST puts the request headers here; Supabase's proxy sets X-Forwarded-For, whose first
  -- hop is the visitor's address. Absent for direct database sessions.
  address := nullif(btrim(split_part(
    current_setting('request.headers', true)::json ->> 'x-forwarded-for', ',', 1)), '');
  new.client_address_hash := case
    when address is null then null
    else encode(sha256(convert_to(salt || address, 'UTF8')), 'hex')
  end;

  -- Only visitors are limited; the service role and maintenance sessions are trusted. (Inside a
  -- security definer function current_user is the owner; PostgREST's role is the `role` setting.)
  -- A row without an email fails its not-null constraint right after this trigger.
  if current_setting('role', true) is distinct from 'anon' or new.email is null then
    return new;
  end if;
  -- A retry of a fill that is already stored fails on its idempotency key below (the client
  -- treats that as saved); it must not count against, or be refused by, the limit.
  if exists (select 1 from public.contact_submissions as c where c.idempotency_key = new.idempotency_key) then
    return new;
  end if;

  -- Old buckets are removed on the way; skip locked so concurrent inserts never wait on each other.
  delete from private.booking_rate_limit_buckets as b
  where b.ctid = any (array(
    select o.ctid from private.booking_rate_limit_buckets as o
    where o.bucket_start < now() - 2 * rate_window
    for update skip locked
  ));

  if private.booking_rate_limit_hit(
       'email:' || encode(sha256(convert_to(salt || lower(new.email), 'UTF8')), 'hex'), rate_window) > per_email
     or (new.client_address_hash is not null
         and private.booking_rate_limit_hit('address:' || new.client_address_hash, rate_window) > per_address)
  then
    -- PostgREST answers SQLSTATE PTxyz with HTTP status xyz.
    raise sqlstate 'PT429'
      using message = 'Too many booking requests',
            detail = 'The booking rate limit for this email address or network was reached.',
            hint = 'Try again later.';
  end if;
  return new;
end;
$$;

revoke execute on function private.booking_rate_limit_hit(text, interval) from public, anon, authenticated, service_role;
revoke execute on function private.contact_submissions_rate_limit() from public, anon, authenticated, service_role;

create trigger contact_submissions_rate_limit
  before insert on public.contact_submissions
  for each row execute function private.contact_submissions_rate_limit();

-- ---------------------------------------------------------------------------------------------
-- Visitors may now also send the idempotency key; the address hash stays trigger-only.
grant insert (idempotency_key) on table public.contact_submissions to anon;

-- ---------------------------------------------------------------------------------------------
-- Notification bookkeeping by idempotency key. The claim says what happened so the function can
-- answer a repeated call: 'claimed' (send now), 'already-notified' and 'in-progress' (send
-- nothing, the visitor's request is handled), 'not-found' (no matching recent row: not a relay).
drop function public.claim_contact_notification(text, text, text, text, text, date, text);
drop function public.complete_contact_notification(uuid);
drop function public.release_contact_notification(uuid);

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
  -- A claim not completed or released within this time belongs to a run that died (the
  -- function's own limit is far shorter); a retry may then take it over. Keep equal to
  -- NOTIFICATION_CLAIM_TIMEOUT_SECONDS in lib/constants.ts. Resend's idempotency keys still
  -- stop a double send if the first run did get its mails out.
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
    and c.preferred_date is not distinct from p_preferred_date
    and c.message is not distinct from p_message
  for update;

  if not found then
    return 'not-found';
  elsif found_row.notified_at is not null then
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

-- Marks a claimed submission as notified once both mails were accepted.
create function public.complete_contact_notification(p_idempotency_key uuid)
returns void
language sql
security invoker
set search_path = ''
as $$
  update public.contact_submissions
  set notified_at = now()
  where idempotency_key = p_idempotency_key;
$$;

-- Gives the claim back when sending failed, so a retry of the same request can notify.
create function public.release_contact_notification(p_idempotency_key uuid)
returns void
language sql
security invoker
set search_path = ''
as $$
  update public.contact_submissions
  set notification_claimed_at = null
  where idempotency_key = p_idempotency_key
    and notified_at is null;
$$;

revoke execute on function public.claim_contact_notification(uuid, text, text, text, text, text, date, text)
  from public, anon, authenticated;
revoke execute on function public.complete_contact_notification(uuid) from public, anon, authenticated;
revoke execute on function public.release_contact_notification(uuid) from public, anon, authenticated;
grant execute on function public.claim_contact_notification(uuid, text, text, text, text, text, date, text)
  to service_role;
grant execute on function public.complete_contact_notification(uuid) to service_role;
grant execute on function public.release_contact_notification(uuid) to service_role;
