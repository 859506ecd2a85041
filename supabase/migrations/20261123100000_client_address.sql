-- The per-address rate limit read the first X-Forwarded-For hop, which the client writes itself:
-- a bot could send a new value with every request and never be counted. The address now comes
-- from a header the platform in front of PostgREST sets and the client cannot: hosted Supabase's
-- edge sets `cf-connecting-ip` (and overwrites one a client sent). Self-hosted stacks set the
-- header their proxy fills (supabase/README.md "Abuse defence"); `x-forwarded-for` means its last
-- hop, the one the nearest proxy appended.

alter table private.booking_settings
  add column client_address_header text not null default 'cf-connecting-ip'
    constraint booking_settings_client_address_header_name check (client_address_header ~ '^[a-z0-9-]+$');

-- The requesting client's address as the platform saw it; null outside an API request.
create function private.request_client_address()
returns text
language sql
stable
security invoker
set search_path = ''
as $$
  select nullif(btrim(case
      when s.client_address_header = 'x-forwarded-for'
        then regexp_replace(h.headers ->> 'x-forwarded-for', '^.*,', '')
      else h.headers ->> s.client_address_header
    end), '')
  from private.booking_settings as s,
       (select current_setting('request.headers', true)::json as headers) as h;
$$;

revoke execute on function private.request_client_address() from public, anon, authenticated, service_role;

create or replace function private.contact_submissions_rate_limit()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Keep equal to BOOKING_RATE_LIMIT_* in lib/constants/database.ts (tests/integration/database-limits.test.ts).
  rate_window constant interval := interval '60 minutes';
  per_email constant integer := 5;
  per_address constant integer := 10;
  salt text;
  address text := private.request_client_address();
begin
  select s.salt into salt from private.booking_rate_limit_secret as s;
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
  -- Oldest first along the primary key and at most a batch per insert: the cost stays a short
  -- index range scan however many buckets the window holds (each insert adds at most two).
  delete from private.booking_rate_limit_buckets as b
  where b.ctid = any (array(
    select o.ctid from private.booking_rate_limit_buckets as o
    where o.bucket_start < now() - 2 * rate_window
    order by o.bucket_start
    limit 100
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
