-- The rate-limit trigger removed expired counter buckets with a query the planner may run as a
-- sequential scan of every bucket (it does while the table has no statistics yet, e.g. on a fresh
-- or busy database): each insert then read all buckets of the last two hours, a cost growing with
-- traffic. The cleanup now walks the primary key from the oldest bucket and takes at most 100 per
-- insert, so every insert costs the same; nothing else changes (limits, hashing, messages).
-- `create or replace` keeps the function's owner, privileges and the trigger that uses it.

create or replace function private.contact_submissions_rate_limit()
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

