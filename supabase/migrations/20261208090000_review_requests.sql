-- After the job, every customer is asked for a review (issue 57): when the owner marks a request
-- 'done' in the Requests tool, one mail goes a set time later (never at night in Lisbon), the same
-- for every customer, linking to the site's review page for that booking through a signed link and
-- carrying a one-click opt-out honoured for every later request. The review the customer writes is
-- kept here (the link between it and the person) and arrives in the Studio as a draft marked as from
-- a verified booking; the site's server writes that draft.
--
-- The owner's settings (delay, how long the link works, the Google review link) and the mail's
-- texts come from the content, passed by the site's server with the status change, as for
-- appointments. The mail is a row of the appointments' outbox (private.booking_mails), sent by the
-- same schedule, claim, complete and release.

alter table private.booking_mails
  drop constraint booking_mails_kind_known,
  add constraint booking_mails_kind_known check (
    kind in ('confirmed', 'rescheduled', 'cancelled', 'reminder', 'visitor-cancelled', 'visitor-asked', 'review-request')
  );

-- ---------------------------------------------------------------------------------------------
-- One review per booking: the link's nonce, how long it works, and what the customer wrote.
create table private.booking_reviews (
  request_id uuid primary key
    constraint booking_reviews_request_id_fkey references public.contact_submissions (id) on delete cascade,
  -- What the review link signs (never the request's id).
  nonce uuid not null constraint booking_reviews_nonce_key unique,
  requested_at timestamptz not null default now(),
  valid_until timestamptz not null,
  -- Keep the bounds equal to REVIEW_RATING and REVIEW_TEXT_MAX_CHARS / REVIEW_SHOWN_NAME_MAX_CHARS in lib/constants.
  rating integer constraint booking_reviews_rating_range check (rating between 1 and 5),
  text text constraint booking_reviews_text_shape check (
    char_length(text) between 1 and 600 and text !~ '[\x01-\x09\x0b-\x1f\x7f-\x9f]'
  ),
  shown_name text constraint booking_reviews_shown_name_shape check (
    char_length(shown_name) between 1 and 40 and shown_name !~ '[\x01-\x1f\x7f-\x9f]'
  ),
  consent_publish boolean not null default false,
  -- The customer asked that the published review stay if they later have their data erased.
  keep_after_erasure boolean not null default false,
  submitted_at timestamptz,
  updated_at timestamptz,
  constraint booking_reviews_submitted_whole check (
    (submitted_at is null) = (rating is null) and (rating is null) = (text is null)
    and (text is null) = (shown_name is null) and (submitted_at is null or consent_publish)
  )
);
comment on table private.booking_reviews is 'The review asked for after a job, and what the customer wrote (the Studio holds the published text).';
revoke all on table private.booking_reviews from public, anon, authenticated, service_role;

-- Email addresses that asked for no more review requests, as the salted hash the rate limits use
-- (never the address). Kept when the person's data is erased: it is how the opt-out is honoured.
create table private.review_opt_outs (
  email_hash text primary key,
  opted_out_at timestamptz not null default now()
);
comment on table private.review_opt_outs is 'Salted hashes of the addresses that opted out of review requests.';
revoke all on table private.review_opt_outs from public, anon, authenticated, service_role;

create function private.review_email_hash(p_email text)
returns text
language sql
stable
set search_path = ''
as $$
  select encode(sha256(convert_to(s.salt || 'review:' || lower(btrim(p_email)), 'UTF8')), 'hex')
  from private.booking_rate_limit_secret as s;
$$;

-- When a review request is sent: at p_at, or at 09:00 Lisbon when p_at falls in the night
-- (21:00 to 09:00). Keep the hours equal to REVIEW_REQUEST_QUIET_HOURS in lib/constants.
create function private.review_send_time(p_at timestamptz)
returns timestamptz
language sql
stable
set search_path = ''
as $$
  select case
    when local_at::time >= time '21:00' then ((local_at::date + 1) + time '09:00') at time zone 'Europe/Lisbon'
    when local_at::time < time '09:00' then (local_at::date + time '09:00') at time zone 'Europe/Lisbon'
    else p_at
  end
  from (select p_at at time zone 'Europe/Lisbon' as local_at) as l;
$$;

-- The name a review shows unless the customer changes it: "Olena Kovalenko" → "Olena K.".
create function private.review_default_name(p_name text)
returns text
language sql
immutable
set search_path = ''
as $$
  select case
    when cardinality(w) > 1 then w[1] || ' ' || left(w[cardinality(w)], 1) || '.'
    else array_to_string(w, ' ')
  end
  from (select regexp_split_to_array(btrim(p_name), '\s+') as w) as s;
$$;

revoke execute on function private.review_default_name(text) from public, anon, authenticated, service_role;
revoke execute on function private.review_email_hash(text) from public, anon, authenticated, service_role;
revoke execute on function private.review_send_time(timestamptz) from public, anon, authenticated, service_role;

-- Queues the review request of a request just marked done: once per booking, none for an address
-- that opted out. p_review comes from the content (delay, how long the link works, the mail's texts).
create function private.queue_review_request(p_id uuid, p_review jsonb)
returns void
language plpgsql
set search_path = ''
as $$
declare
  delay_hours integer;
  valid_days integer;
  found_row public.contact_submissions;
  nonce uuid := gen_random_uuid();
  valid_until timestamptz;
begin
  if jsonb_typeof(p_review) <> 'object' or jsonb_typeof(p_review -> 'mail') <> 'object'
     or octet_length(p_review::text) > 16384
     or jsonb_typeof(p_review -> 'delay_hours') <> 'number' or jsonb_typeof(p_review -> 'valid_days') <> 'number' then
    raise exception 'The review settings are a JSON object with delay_hours, valid_days and mail (at most 16 KiB)'
      using errcode = 'invalid_parameter_value';
  end if;
  delay_hours := (p_review ->> 'delay_hours')::integer;
  valid_days := (p_review ->> 'valid_days')::integer;
  if delay_hours not between 0 and 72 or valid_days not between 1 and 365 then
    raise exception 'The review request waits 0 to 72 hours and its link works 1 to 365 days'
      using errcode = 'invalid_parameter_value';
  end if;
  select c.* into found_row from public.contact_submissions as c where c.id = p_id;
  if exists (select 1 from private.booking_reviews as r where r.request_id = p_id)
     or exists (select 1 from private.review_opt_outs as o where o.email_hash = private.review_email_hash(found_row.email)) then
    return;
  end if;
  valid_until := now() + make_interval(days => valid_days);
  insert into private.booking_reviews (request_id, nonce, valid_until) values (p_id, nonce, valid_until);
  insert into private.booking_mails (request_id, kind, sequence, content, next_attempt_at)
  values (
    p_id, 'review-request', 0,
    jsonb_build_object(
      'request_id', found_row.id,
      'language', coalesce(found_row.visitor_language, 'en'),
      'name', found_row.name,
      'email', found_row.email,
      'service', found_row.service,
      'vehicle', found_row.vehicle,
      'review_nonce', nonce,
      'valid_until', valid_until,
      'mail', p_review -> 'mail'
    ),
    private.review_send_time(now() + make_interval(hours => delay_hours))
  );
end;
$$;
revoke execute on function private.queue_review_request(uuid, jsonb) from public, anon, authenticated, service_role;

-- The status change, as before (that version stays, private, and records it), and a move to 'done'
-- with the content's review settings also queues the review request.
alter function public.set_booking_request_status(uuid, text, text, text) set schema private;
alter function private.set_booking_request_status(uuid, text, text, text) rename to set_booking_request_status_without_review;
revoke execute on function private.set_booking_request_status_without_review(uuid, text, text, text)
  from public, anon, authenticated, service_role;

create function public.set_booking_request_status(
  p_id uuid,
  p_status text,
  p_actor_id text,
  p_actor_name text,
  p_review jsonb default null
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  previous_status public.booking_request_status;
  detail jsonb;
begin
  -- Locked first, so the status this change moves from is the one the previous version records.
  select c.status into previous_status from public.contact_submissions as c where c.id = p_id for update;
  detail := private.set_booking_request_status_without_review(p_id, p_status, p_actor_id, p_actor_name);
  if detail is null or p_review is null or p_status <> 'done' or previous_status = 'done' then
    return detail;
  end if;
  perform private.queue_review_request(p_id, p_review);
  return private.booking_request_detail(p_id);
end;
$$;
revoke execute on function public.set_booking_request_status(uuid, text, text, text, jsonb) from public, anon, authenticated;
grant execute on function public.set_booking_request_status(uuid, text, text, text, jsonb) to service_role;

-- ---------------------------------------------------------------------------------------------
-- The review page (the site's server, service role only, after checking the link's signature).

-- How the link stands: 'valid' with what the page shows, or only 'expired' / 'unknown'.
create function public.get_booking_review(p_nonce uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select coalesce((
    select case
      when r.valid_until <= now() then jsonb_build_object('status', 'expired')
      else jsonb_build_object(
        'status', 'valid',
        'review', jsonb_build_object(
          'request_id', c.id,
          'language', coalesce(c.visitor_language, 'en'),
          'default_name', private.review_default_name(c.name),
          'service', c.service,
          'vehicle', c.vehicle,
          'done_at', to_char(r.requested_at at time zone 'Europe/Lisbon', 'YYYY-MM-DD'),
          'valid_until', r.valid_until,
          'submitted', case when r.submitted_at is null then null else jsonb_build_object(
            'rating', r.rating,
            'text', r.text,
            'shown_name', r.shown_name,
            'consent_publish', r.consent_publish,
            'keep_after_erasure', r.keep_after_erasure
          ) end
        )
      )
    end
    from private.booking_reviews as r
    join public.contact_submissions as c on c.id = r.request_id
    where r.nonce = p_nonce
  ), jsonb_build_object('status', 'unknown'));
$$;

-- Keeps what the customer wrote (a second time replaces it: the page lets them edit until the
-- owner publishes, which the site checks in the content first). Answers as get_booking_review.
create function public.save_booking_review(
  p_nonce uuid,
  p_rating integer,
  p_text text,
  p_shown_name text,
  p_consent_publish boolean,
  p_keep_after_erasure boolean
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  review_text text := nullif(btrim(replace(p_text, E'\r\n', E'\n'), E' \t\n'), '');
  name_shown text := nullif(btrim(p_shown_name), '');
  state jsonb := public.get_booking_review(p_nonce);
begin
  if state ->> 'status' <> 'valid' then
    return state;
  end if;
  if p_rating is null or p_rating not between 1 and 5 then
    raise exception 'The rating is 1 to 5 stars' using errcode = 'invalid_parameter_value';
  end if;
  if review_text is null or char_length(review_text) > 600 or review_text ~ '[\x01-\x09\x0b-\x1f\x7f-\x9f]' then
    raise exception 'The review is 1 to 600 characters, without control characters' using errcode = 'invalid_parameter_value';
  end if;
  if name_shown is null or char_length(name_shown) > 40 or name_shown ~ '[\x01-\x1f\x7f-\x9f]' then
    raise exception 'The name to show is 1 to 40 characters on one line' using errcode = 'invalid_parameter_value';
  end if;
  if p_consent_publish is not true then
    raise exception 'A review is kept only with the consent to publish it' using errcode = 'invalid_parameter_value';
  end if;
  update private.booking_reviews as r
  set rating = p_rating, text = review_text, shown_name = name_shown, consent_publish = true,
      keep_after_erasure = coalesce(p_keep_after_erasure, false),
      submitted_at = coalesce(r.submitted_at, now()), updated_at = now()
  where r.nonce = p_nonce;
  return public.get_booking_review(p_nonce);
end;
$$;

-- The mail's one-click opt-out (whatever the link's expiry): no review request for this address
-- any more, including one waiting to be sent.
create function public.opt_out_of_review_requests(p_nonce uuid)
returns text
language plpgsql
security definer
set search_path = ''
as $$
declare
  address text;
begin
  select c.email into address
  from private.booking_reviews as r join public.contact_submissions as c on c.id = r.request_id
  where r.nonce = p_nonce;
  if address is null then
    return 'unknown';
  end if;
  insert into private.review_opt_outs (email_hash) values (private.review_email_hash(address))
  on conflict (email_hash) do nothing;
  update private.booking_mails as m
  set dropped_at = now(), claimed_at = null
  from public.contact_submissions as c
  where m.kind = 'review-request' and m.sent_at is null and m.dropped_at is null
    and c.id = m.request_id and lower(c.email) = lower(address);
  return 'opted-out';
end;
$$;

revoke execute on function public.get_booking_review(uuid) from public, anon, authenticated;
revoke execute on function public.save_booking_review(uuid, integer, text, text, boolean, boolean) from public, anon, authenticated;
revoke execute on function public.opt_out_of_review_requests(uuid) from public, anon, authenticated;
grant execute on function public.get_booking_review(uuid) to service_role;
grant execute on function public.save_booking_review(uuid, integer, text, text, boolean, boolean) to service_role;
grant execute on function public.opt_out_of_review_requests(uuid) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Access and erasure: the export adds the person's reviews as kept here and whether they opted
-- out; erasure deletes the reviews with the requests (on delete cascade) and names the Studio
-- documents the caller deletes: every review of theirs but those they asked to keep. The previous
-- versions stay, private, and the new ones add to what they answer.
alter function public.export_booking_data(text) set schema private;
alter function private.export_booking_data(text) rename to export_booking_data_without_reviews;
alter function public.erase_booking_data(text) set schema private;
alter function private.erase_booking_data(text) rename to erase_booking_data_without_reviews;
revoke execute on function private.export_booking_data_without_reviews(text) from public, anon, authenticated, service_role;
revoke execute on function private.erase_booking_data_without_reviews(text) from public, anon, authenticated, service_role;

create function public.export_booking_data(p_email text)
returns jsonb
language sql
security definer
set search_path = ''
as $$
  select private.export_booking_data_without_reviews(p_email) || jsonb_build_object(
    'reviews', coalesce((
      select jsonb_agg(jsonb_build_object(
          'request_id', r.request_id,
          'requested_at', r.requested_at,
          'valid_until', r.valid_until,
          'rating', r.rating,
          'text', r.text,
          'shown_name', r.shown_name,
          'consent_publish', r.consent_publish,
          'keep_after_erasure', r.keep_after_erasure,
          'submitted_at', r.submitted_at
        ) order by r.requested_at)
      from private.booking_reviews as r join public.contact_submissions as c on c.id = r.request_id
      where lower(c.email) = lower(btrim(p_email))
    ), '[]'::jsonb),
    'opted_out_of_review_requests', exists (
      select 1 from private.review_opt_outs as o where o.email_hash = private.review_email_hash(p_email)
    )
  );
$$;

create function public.erase_booking_data(p_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  reviews jsonb;
begin
  -- Named before the requests (and with them the reviews kept here) go.
  select coalesce(jsonb_agg(jsonb_build_object(
      'document_id', 'review-booking-' || r.request_id,
      'keep_after_erasure', r.keep_after_erasure
    ) order by r.request_id), '[]'::jsonb)
  into reviews
  from private.booking_reviews as r join public.contact_submissions as c on c.id = r.request_id
  where lower(c.email) = lower(btrim(p_email)) and r.submitted_at is not null;
  return private.erase_booking_data_without_reviews(p_email) || jsonb_build_object('reviews', reviews);
end;
$$;

revoke execute on function public.export_booking_data(text) from public, anon, authenticated;
revoke execute on function public.erase_booking_data(text) from public, anon, authenticated;
grant execute on function public.export_booking_data(text) to service_role;
grant execute on function public.erase_booking_data(text) to service_role;
