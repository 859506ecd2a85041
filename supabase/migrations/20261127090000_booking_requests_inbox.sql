-- The owner works through booking requests in the Studio's Requests tool (issue 36). Each request
-- gets a status the owner moves it through (new → contacted → confirmed → done, or declined / spam),
-- a private note, and a history of who changed what and when; a status change is the last contact
-- that retention counts from. The request also keeps what the notification function learnt: the
-- visitor's language and whether the acknowledgement went out.
--
-- The site's server reads and changes requests with the project's secret key (service role) through
-- the functions below; nothing else may. Visitors' rights are unchanged: the anonymous key inserts
-- the form's columns and nothing more (the spec's call 1 is the same insert as before).

-- Trigram indexes serve "contains" searches (ILIKE '%…%'); unaccent lets "Ines" find "Inês". Both
-- are in hosted Supabase and in Debian's PostgreSQL contrib; Supabase keeps extensions in `extensions`.
create extension if not exists pg_trgm with schema extensions;
create extension if not exists unaccent with schema extensions;

-- ---------------------------------------------------------------------------------------------
-- Statuses, in the order the owner works them. Keep equal to REQUEST_STATUSES in lib/booking/inbox-core.ts.
create domain public.booking_request_status as text
  constraint booking_request_status_known check (
    value in ('new', 'contacted', 'confirmed', 'done', 'declined', 'spam')
  );
comment on domain public.booking_request_status is
  'Where the owner is with a booking request: new, contacted, confirmed, done, declined or spam.';

-- Text as the inbox compares it: lower case, accents removed (the dictionary is named with its
-- schema, as the search path is empty).
create function private.fold_for_search(p_text text)
returns text
language sql
stable
strict
parallel safe
set search_path = ''
as $$
  select lower(extensions.unaccent('extensions.unaccent'::regdictionary, p_text));
$$;

-- What a search looks in: name, email, phone as typed and as digits only (so "912345678" finds
-- "+351 912 345 678"), vehicle. Line breaks keep a term from matching across two fields (none of
-- them may contain one).
create function private.booking_search_text(p_name text, p_email text, p_phone text, p_vehicle text)
returns text
language sql
stable
parallel safe
set search_path = ''
as $$
  select private.fold_for_search(
    p_name || E'\n' || p_email || E'\n' || coalesce(p_phone, '') || E'\n'
      || coalesce(regexp_replace(p_phone, '[^0-9]', '', 'g'), '') || E'\n' || coalesce(p_vehicle, '')
  );
$$;

revoke execute on function private.fold_for_search(text) from public, anon, authenticated, service_role;
revoke execute on function private.booking_search_text(text, text, text, text)
  from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
alter table public.contact_submissions
  -- Requests stored with the honeypot filled start as 'spam' (the trigger below); the owner can
  -- move a real person's request back.
  add column status public.booking_request_status not null default 'new',
  -- The owner's private note. Keep the length equal to BOOKING_OWNER_NOTE_MAX_LENGTH in
  -- lib/constants/database.ts.
  add column owner_note text
    constraint contact_submissions_owner_note_length check (char_length(owner_note) <= 2000)
    constraint contact_submissions_owner_note_no_controls check (owner_note !~ '[\x01-\x08\x0b\x0c\x0e-\x1f\x7f-\x9f]'),
  -- The form's language, as the notification function received it (the insert does not carry it);
  -- null when the function was never called for the request.
  add column visitor_language text
    constraint contact_submissions_visitor_language_known check (visitor_language in ('en', 'pt', 'uk')),
  -- The visitor's acknowledgement: 'sent' (the mail service accepted it) or 'withheld' (past the
  -- hourly cap); null when none was tried (a digest never mails the visitor).
  add column acknowledgement text
    constraint contact_submissions_acknowledgement_known check (acknowledgement in ('sent', 'withheld')),
  -- private.booking_search_text of the row, kept by the trigger below, for the trigram index.
  add column search_text text;

comment on column public.contact_submissions.status is 'Where the owner is with the request (Studio, Requests).';
comment on column public.contact_submissions.owner_note is 'The owner''s private note; never shown to the visitor.';
comment on column public.contact_submissions.visitor_language is 'The form''s language, recorded by the notification function.';
comment on column public.contact_submissions.acknowledgement is 'Whether the visitor''s acknowledgement was sent or withheld by the hourly cap.';
comment on column public.contact_submissions.search_text is 'Derived: what the inbox''s search looks in (private.booking_search_text).';

update public.contact_submissions
set status = case when honeypot_filled then 'spam' else 'new' end,
    search_text = private.booking_search_text(name, email, phone, vehicle);

-- Runs as the owner (security definer) so that visitors need no rights on the unaccent extension;
-- trigger functions are not callable through the API.
create function private.contact_submissions_inbox_fields()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
begin
  new.search_text := private.booking_search_text(new.name, new.email, new.phone, new.vehicle);
  if tg_op = 'INSERT' and new.honeypot_filled and new.status = 'new' then
    new.status := 'spam';
  end if;
  return new;
end;
$$;
revoke execute on function private.contact_submissions_inbox_fields() from public, anon, authenticated, service_role;

create trigger contact_submissions_inbox_fields
  before insert or update of name, email, phone, vehicle on public.contact_submissions
  for each row execute function private.contact_submissions_inbox_fields();

-- Newest first (the list's order and the export's keyset), within a status, and "contains" search.
create index contact_submissions_created_at_id_idx on public.contact_submissions (created_at, id);
create index contact_submissions_status_created_at_idx on public.contact_submissions (status, created_at, id);
create index contact_submissions_search_text_idx
  on public.contact_submissions using gin (search_text extensions.gin_trgm_ops);

-- Visitors still insert the form's columns only (no grant on the new ones); the policy also holds
-- if a grant ever widened.
alter policy "Visitors can send a booking request" on public.contact_submissions
  with check (
    notification_claimed_at is null
    and notified_at is null
    and created_at between now() - interval '1 minute' and now() + interval '1 minute'
    and status in ('new', 'spam')
    and owner_note is null
    and visitor_language is null
    and acknowledgement is null
  );

-- ---------------------------------------------------------------------------------------------
-- Who changed a request's status or note, and when. Deleted with its request (retention, erasure).
create table private.booking_status_changes (
  id bigint generated always as identity primary key,
  request_id uuid not null
    constraint booking_status_changes_request_id_fkey references public.contact_submissions (id) on delete cascade,
  changed_at timestamptz not null default now(),
  kind text not null constraint booking_status_changes_kind_known check (kind in ('status', 'note')),
  -- Set for a status change only; a note change records that the note changed, not its text.
  from_status public.booking_request_status,
  to_status public.booking_request_status,
  -- The Studio user as the site's server identified them (their Sanity user id and name).
  actor_id text not null
    constraint booking_status_changes_actor_id_shape check (
      btrim(actor_id) <> '' and char_length(actor_id) <= 200 and actor_id !~ '[\x01-\x1f\x7f-\x9f]'
    ),
  actor_name text not null
    constraint booking_status_changes_actor_name_shape check (
      btrim(actor_name) <> '' and char_length(actor_name) <= 200 and actor_name !~ '[\x01-\x1f\x7f-\x9f]'
    ),
  constraint booking_status_changes_statuses check (
    (kind = 'status') = (from_status is not null and to_status is not null)
    and (kind = 'status' or (from_status is null and to_status is null))
  )
);
comment on table private.booking_status_changes is
  'History of the owner''s changes to booking requests (status, note), for the Studio''s Requests tool.';
-- A request's history in the order it was written (changes to one request are serialised by its row lock).
create index booking_status_changes_request_id_idx on private.booking_status_changes (request_id, id);
revoke all on table private.booking_status_changes from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- One request as the inbox shows it (JSON with snake_case keys; lib/booking/inbox-core.ts reads it).
create view private.booking_inbox_rows as
  select c.id, c.created_at, c.status, c.service, c.search_text,
         jsonb_build_object(
           'id', c.id,
           'created_at', c.created_at,
           'status', c.status,
           'name', c.name,
           'email', c.email,
           'phone', c.phone,
           'service', c.service,
           'vehicle', c.vehicle,
           'preferred_date', c.preferred_date,
           'message', c.message,
           'owner_note', c.owner_note,
           'language', c.visitor_language,
           'quick_fill', c.quick_fill,
           'honeypot_filled', c.honeypot_filled,
           'notification_problem', c.notification_problem,
           'notified_at', c.notified_at,
           'in_digest', c.digest_id is not null,
           'acknowledgement', c.acknowledgement,
           'last_contact_at', c.last_contact_at
         ) as request
  from public.contact_submissions as c;
revoke all on table private.booking_inbox_rows from public, anon, authenticated, service_role;

-- A request with its history, oldest change first (in the order written); null when there is no such request.
create function private.booking_request_detail(p_id uuid)
returns jsonb
language sql
stable
set search_path = ''
as $$
  select jsonb_build_object(
    'request', r.request,
    'history', coalesce((
      select jsonb_agg(jsonb_build_object(
          'changed_at', h.changed_at,
          'kind', h.kind,
          'from_status', h.from_status,
          'to_status', h.to_status,
          'actor_id', h.actor_id,
          'actor_name', h.actor_name
        ) order by h.id)
      from private.booking_status_changes as h
      where h.request_id = r.id
    ), '[]'::jsonb)
  )
  from private.booking_inbox_rows as r
  where r.id = p_id;
$$;

-- The LIKE pattern of a search: null for no search; a term of phone characters only becomes its
-- digits (the search text holds the phone as digits too). Refuses what no field could contain.
create function private.booking_search_pattern(p_search text)
returns text
language plpgsql
stable
set search_path = ''
as $$
declare
  -- Keep equal to BOOKING_INBOX_SEARCH_MAX_LENGTH in lib/constants/database.ts.
  max_length constant integer := 200;
  term text := nullif(btrim(p_search), '');
begin
  if term is null then
    return null;
  end if;
  if char_length(term) > max_length or term ~ '[\x01-\x1f\x7f-\x9f]' then
    raise exception 'A search is at most % characters, without control characters', max_length
      using errcode = 'invalid_parameter_value';
  end if;
  if term ~ '^[0-9 +()./-]+$' and term ~ '[0-9]' then
    term := regexp_replace(term, '[^0-9]', '', 'g');
  end if;
  term := private.fold_for_search(term);
  -- LIKE's own characters stand for themselves (backslash is LIKE's default escape).
  return '%' || replace(replace(replace(term, '\', '\\'), '%', '\%'), '_', '\_') || '%';
end;
$$;

-- The WHERE clause of a filter over private.booking_inbox_rows as r, for EXECUTE … USING
-- status ($1), service ($2), pattern ($3): only the conditions given, so every call is planned
-- for its own filter (a status, a search) rather than one generic plan for all.
create function private.booking_inbox_where(p_status boolean, p_service boolean, p_search boolean)
returns text
language sql
immutable
set search_path = ''
as $$
  select 'true'
    || case when p_status then ' and r.status = $1' else '' end
    || case when p_service then ' and r.service = $2' else '' end
    || case when p_search then ' and r.search_text ilike $3' else '' end;
$$;

-- The Studio user behind a change, as the site's server names them.
create function private.check_booking_actor(p_actor_id text, p_actor_name text)
returns void
language plpgsql
set search_path = ''
as $$
begin
  if p_actor_id is null or btrim(p_actor_id) = '' or char_length(p_actor_id) > 200
     or p_actor_id ~ '[\x01-\x1f\x7f-\x9f]'
     or p_actor_name is null or btrim(p_actor_name) = '' or char_length(p_actor_name) > 200
     or p_actor_name ~ '[\x01-\x1f\x7f-\x9f]'
  then
    raise exception 'A change needs the actor''s id and name (1 to 200 characters each, no control characters)'
      using errcode = 'invalid_parameter_value';
  end if;
end;
$$;

revoke execute on function private.booking_request_detail(uuid) from public, anon, authenticated, service_role;
revoke execute on function private.booking_search_pattern(text) from public, anon, authenticated, service_role;
revoke execute on function private.booking_inbox_where(boolean, boolean, boolean)
  from public, anon, authenticated, service_role;
revoke execute on function private.check_booking_actor(text, text) from public, anon, authenticated, service_role;

-- ---------------------------------------------------------------------------------------------
-- The inbox's functions: the site's server calls them with the secret key (service role only).

-- One page of requests, newest first, matching the filter (each part optional: a status, a
-- service, a search in name, email, phone and vehicle), with how many match in all and how many
-- requests are new (whatever the filter).
create function public.list_booking_requests(
  p_status text default null,
  p_service text default null,
  p_search text default null,
  p_page integer default 1,
  p_page_size integer default 50
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  status_filter public.booking_request_status := p_status;
  pattern text := private.booking_search_pattern(p_search);
  conditions text := private.booking_inbox_where(p_status is not null, p_service is not null, pattern is not null);
  total bigint;
  new_requests bigint;
  page_rows jsonb;
begin
  if p_page is null or p_page < 1 or p_page > 1000000 then
    raise exception 'The page is a whole number from 1 to 1000000' using errcode = 'invalid_parameter_value';
  end if;
  if p_page_size is null or p_page_size not between 1 and 200 then
    raise exception 'The page size is from 1 to 200' using errcode = 'invalid_parameter_value';
  end if;
  execute 'select count(*) from private.booking_inbox_rows as r where ' || conditions
    into total
    using status_filter, p_service, pattern;
  select count(*) into new_requests from public.contact_submissions as c where c.status = 'new';
  execute 'select coalesce(jsonb_agg(p.request order by p.created_at desc, p.id desc), ''[]''::jsonb)
             from (select r.request, r.created_at, r.id from private.booking_inbox_rows as r
                    where ' || conditions || '
                    order by r.created_at desc, r.id desc
                    limit $4 offset $5) as p'
    into page_rows
    using status_filter, p_service, pattern, p_page_size, (p_page - 1) * p_page_size;
  return jsonb_build_object(
    'rows', page_rows,
    'total', total,
    'new_count', new_requests,
    'page', p_page,
    'page_size', p_page_size
  );
end;
$$;

-- Up to p_limit requests matching the filter, newest first, after the cursor (the created_at and
-- id of the last request of the previous batch): the CSV export walks the whole filter this way,
-- each batch an index range, and requests stored meanwhile never shift it.
create function public.export_booking_requests(
  p_status text default null,
  p_service text default null,
  p_search text default null,
  p_before_created_at timestamptz default null,
  p_before_id uuid default null,
  p_limit integer default 1000
)
returns jsonb
language plpgsql
stable
security definer
set search_path = ''
as $$
declare
  status_filter public.booking_request_status := p_status;
  pattern text := private.booking_search_pattern(p_search);
  conditions text := private.booking_inbox_where(p_status is not null, p_service is not null, pattern is not null);
  batch jsonb;
begin
  if (p_before_created_at is null) <> (p_before_id is null) then
    raise exception 'The cursor is both the created_at and the id of a request, or neither'
      using errcode = 'invalid_parameter_value';
  end if;
  if p_limit is null or p_limit not between 1 and 5000 then
    raise exception 'The limit is from 1 to 5000' using errcode = 'invalid_parameter_value';
  end if;
  if p_before_id is not null then
    conditions := conditions || ' and (r.created_at, r.id) < ($4, $5)';
  end if;
  execute 'select coalesce(jsonb_agg(p.request order by p.created_at desc, p.id desc), ''[]''::jsonb)
             from (select r.request, r.created_at, r.id from private.booking_inbox_rows as r
                    where ' || conditions || '
                    order by r.created_at desc, r.id desc
                    limit $6) as p'
    into batch
    using status_filter, p_service, pattern, p_before_created_at, p_before_id, p_limit;
  return batch;
end;
$$;

-- One request with its history ({request, history}); null when there is none with this id.
create function public.get_booking_request(p_id uuid)
returns jsonb
language sql
stable
security definer
set search_path = ''
as $$
  select private.booking_request_detail(p_id);
$$;

-- Moves a request to a status, records who did it and when, and counts it as the last contact
-- (retention counts from there). Setting the status it already has changes nothing. Returns the
-- request with its history, or null when there is no such request.
create function public.set_booking_request_status(
  p_id uuid,
  p_status text,
  p_actor_id text,
  p_actor_name text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  wanted_status public.booking_request_status := p_status;
  previous_status public.booking_request_status;
begin
  if wanted_status is null then
    raise exception 'A status is required' using errcode = 'invalid_parameter_value';
  end if;
  perform private.check_booking_actor(p_actor_id, p_actor_name);
  -- Locked, so two changes at once are recorded one after the other, each from the status it met.
  select c.status into previous_status from public.contact_submissions as c where c.id = p_id for update;
  if not found then
    return null;
  end if;
  if previous_status <> wanted_status then
    update public.contact_submissions as c
    set status = wanted_status, last_contact_at = now()
    where c.id = p_id;
    -- The time of the change itself (after the lock), not of the transaction's start.
    insert into private.booking_status_changes (request_id, changed_at, kind, from_status, to_status, actor_id, actor_name)
    values (p_id, clock_timestamp(), 'status', previous_status, wanted_status, btrim(p_actor_id), btrim(p_actor_name));
  end if;
  return private.booking_request_detail(p_id);
end;
$$;

-- Replaces the owner's note (blank clears it; surrounding spaces and line breaks are not kept) and
-- records who changed it and when, not the text. Returns the request with its history, or null
-- when there is no such request.
create function public.set_booking_request_note(
  p_id uuid,
  p_note text,
  p_actor_id text,
  p_actor_name text
)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  -- Keep equal to BOOKING_OWNER_NOTE_MAX_LENGTH in lib/constants/database.ts (and the column's check).
  max_length constant integer := 2000;
  kept_note text := nullif(btrim(p_note, E' \t\r\n'), '');
  previous_note text;
begin
  perform private.check_booking_actor(p_actor_id, p_actor_name);
  if char_length(kept_note) > max_length then
    raise exception 'A note is at most % characters (this one has %)', max_length, char_length(kept_note)
      using errcode = 'invalid_parameter_value';
  end if;
  select c.owner_note into previous_note from public.contact_submissions as c where c.id = p_id for update;
  if not found then
    return null;
  end if;
  if previous_note is distinct from kept_note then
    update public.contact_submissions as c set owner_note = kept_note where c.id = p_id;
    insert into private.booking_status_changes (request_id, changed_at, kind, actor_id, actor_name)
    values (p_id, clock_timestamp(), 'note', btrim(p_actor_id), btrim(p_actor_name));
  end if;
  return private.booking_request_detail(p_id);
end;
$$;

revoke execute on function public.list_booking_requests(text, text, text, integer, integer)
  from public, anon, authenticated;
revoke execute on function public.export_booking_requests(text, text, text, timestamptz, uuid, integer)
  from public, anon, authenticated;
revoke execute on function public.get_booking_request(uuid) from public, anon, authenticated;
revoke execute on function public.set_booking_request_status(uuid, text, text, text) from public, anon, authenticated;
revoke execute on function public.set_booking_request_note(uuid, text, text, text) from public, anon, authenticated;
grant execute on function public.list_booking_requests(text, text, text, integer, integer) to service_role;
grant execute on function public.export_booking_requests(text, text, text, timestamptz, uuid, integer) to service_role;
grant execute on function public.get_booking_request(uuid) to service_role;
grant execute on function public.set_booking_request_status(uuid, text, text, text) to service_role;
grant execute on function public.set_booking_request_note(uuid, text, text, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- The notification function records the visitor's language (the form sends it with call 2) and
-- whether the acknowledgement went out. The new parameters have defaults, so a function deployed
-- before this migration keeps working with the old calls.
drop function public.complete_contact_notification(uuid);
drop function public.release_contact_notification(uuid);
drop function public.note_notification_problem(uuid, text);

-- Marks a claimed submission as notified once the mails were accepted.
create function public.complete_contact_notification(
  p_idempotency_key uuid,
  p_language text default null,
  p_acknowledgement text default null
)
returns void
language sql
security invoker
set search_path = ''
as $$
  update public.contact_submissions
  set notified_at = now(),
      visitor_language = coalesce(p_language, visitor_language),
      acknowledgement = coalesce(p_acknowledgement, acknowledgement)
  where idempotency_key = p_idempotency_key;
$$;

-- Gives the claim back when sending failed, so a retry can notify, and says why for the digest.
create function public.release_contact_notification(p_idempotency_key uuid, p_language text default null)
returns void
language sql
security invoker
set search_path = ''
as $$
  update public.contact_submissions
  set notification_claimed_at = null,
      notification_problem = 'mail-error',
      visitor_language = coalesce(p_language, visitor_language)
  where idempotency_key = p_idempotency_key
    and notified_at is null;
$$;

-- Records why the function refused to mail a request (its proof of work), for the digest. Keys are
-- random per fill, so only the fill's own browser knows one; a notified request is left alone.
create function public.note_notification_problem(
  p_idempotency_key uuid,
  p_problem text,
  p_language text default null
)
returns void
language sql
security invoker
set search_path = ''
as $$
  update public.contact_submissions
  set notification_problem = p_problem,
      visitor_language = coalesce(p_language, visitor_language)
  where idempotency_key = p_idempotency_key
    and notified_at is null
    and digest_id is null;
$$;

revoke execute on function public.complete_contact_notification(uuid, text, text) from public, anon, authenticated;
revoke execute on function public.release_contact_notification(uuid, text) from public, anon, authenticated;
revoke execute on function public.note_notification_problem(uuid, text, text) from public, anon, authenticated;
grant execute on function public.complete_contact_notification(uuid, text, text) to service_role;
grant execute on function public.release_contact_notification(uuid, text) to service_role;
grant execute on function public.note_notification_problem(uuid, text, text) to service_role;

-- ---------------------------------------------------------------------------------------------
-- Access and erasure cover the new data: the status, the owner's note and the language are columns
-- of the request (exported with it); the history is exported beside it and erased with it. The
-- daily retention job needs no change: deleting a request deletes its history (on delete cascade).
create or replace function public.export_booking_data(p_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  salt text := (select s.salt from private.booking_rate_limit_secret as s);
  requests jsonb;
begin
  select coalesce(jsonb_agg(to_jsonb(c) - 'digest_id' - 'search_text' order by c.created_at), '[]'::jsonb)
  into requests
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
          'changed_by', h.actor_name
        ) order by h.id)
      from private.booking_status_changes as h
      where h.request_id in (select (r ->> 'id')::uuid from jsonb_array_elements(requests) as r)
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

create or replace function public.erase_booking_data(p_email text)
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  keys uuid[];
  address_hashes text[];
  derived jsonb;
  changes integer;
  requests integer;
begin
  select array_agg(c.idempotency_key), array_agg(c.client_address_hash) into keys, address_hashes
  from public.contact_submissions as c
  where lower(c.email) = lower(btrim(p_email));
  derived := private.delete_booking_derived_records(
    coalesce(keys, '{}'), array[btrim(p_email)], coalesce(address_hashes, '{}'));
  -- Would go with the requests (on delete cascade); deleted first so the count can be reported.
  delete from private.booking_status_changes as h
  where h.request_id in (select c.id from public.contact_submissions as c where lower(c.email) = lower(btrim(p_email)));
  get diagnostics changes = row_count;
  delete from public.contact_submissions as c where lower(c.email) = lower(btrim(p_email));
  get diagnostics requests = row_count;
  return jsonb_build_object('email', btrim(p_email), 'booking_requests', requests, 'status_changes', changes)
    || derived;
end;
$$;
