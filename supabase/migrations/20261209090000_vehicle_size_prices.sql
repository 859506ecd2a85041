-- Prices by vehicle size (issue 58): the visitor may choose a vehicle size class and extras with the
-- service, and the request keeps the estimate the database computes from the prices published at
-- that moment, never one the browser sent. The prices are the content's (Sanity); the site's server
-- copies them here after each publish (publish_booking_price_list, secret key) as one price list,
-- the same shape as lib/booking/estimate.ts's PriceList with each label in the three languages.

-- ---------------------------------------------------------------------------------------------
-- The published price list (one row; none before the site's first publish, when requests keep the
-- size and extras sent but get no estimate).
create table private.booking_price_list (
  singleton boolean primary key default true constraint booking_price_list_singleton check (singleton),
  -- {vatRegime, sizes: [{key, label, examples}], services: [{value, prices: {size key: cents | null}}],
  --  extras: [{key, label, cents, services: [service value] | null}]}; labels are {en, pt, uk}.
  list jsonb not null,
  published_at timestamptz not null default now()
);
comment on table private.booking_price_list is
  'The content''s price list as the site''s server last published it (publish_booking_price_list).';
revoke all on table private.booking_price_list from public, anon, authenticated, service_role;

-- A key of the price list: a size class's or an extra's published document id. The columns'
-- checks below spell the same pattern out (a visitor's insert may not call private functions).
create function private.is_price_key(p_key text)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select p_key ~ '^[A-Za-z0-9._-]+$' and char_length(p_key) <= 100;
$$;

-- Whether a JSON value is an object with the required keys and no others than the optional ones.
create function private.has_keys(p_object jsonb, p_required text[], p_optional text[] default '{}')
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(p_object) = 'object' then (
      select coalesce(array_agg(k), '{}') @> p_required and coalesce(array_agg(k), '{}') <@ (p_required || p_optional)
      from jsonb_object_keys(p_object) as k
    ) else false end;
$$;

-- Whether a JSON value is a price: a whole number of cents from 1 to p_max.
create function private.is_price_cents(p_value jsonb, p_max integer)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(p_value) = 'number'
    then (p_value #>> '{}')::numeric % 1 = 0 and (p_value #>> '{}')::numeric between 1 and p_max
    else false end;
$$;

-- Whether a JSON value is a list of distinct service values (at least one).
create function private.is_service_list(p_value jsonb)
returns boolean
language sql
immutable
set search_path = ''
as $$
  select case when jsonb_typeof(p_value) = 'array' and jsonb_array_length(p_value) > 0 then (
      select bool_and(jsonb_typeof(v) = 'string' and (v #>> '{}') ~ '^[a-z0-9-]{1,100}$') and count(distinct v) = count(*)
      from jsonb_array_elements(p_value) as v
    ) else false end;
$$;

-- A label of the price list: a text in each of en, pt and uk, one line each.
create function private.check_price_label(p_label jsonb, p_where text)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  max_length constant integer := 200;
begin
  if not private.has_keys(p_label, array['en', 'pt', 'uk'])
     or exists (
       select 1 from jsonb_each(p_label) as e
       where jsonb_typeof(e.value) <> 'string' or btrim(e.value #>> '{}') = ''
         or char_length(e.value #>> '{}') > max_length or (e.value #>> '{}') ~ '[\x01-\x1f\x7f-\x9f]'
     )
  then
    raise exception 'The price list''s % needs an en, a pt and a uk text, each 1 to % characters on one line',
      p_where, max_length
      using errcode = 'invalid_parameter_value';
  end if;
end;
$$;

-- The entries of one of the price list's arrays (sizes, services, extras), each with its place
-- as the messages name it ("sizes[0]").
create function private.price_list_entries(p_list jsonb, p_part text)
returns table (item jsonb, place text)
language sql
immutable
set search_path = ''
as $$
  select e.value, format('%s[%s]', p_part, e.position - 1)
  from jsonb_array_elements(p_list -> p_part) with ordinality as e (value, position);
$$;

-- A size's or an extra's key and label (p_kind, "size" or "extra", names it in the message): a
-- well-formed key that none of the entries before it has (p_seen). Answers the key.
create function private.checked_price_key(p_item jsonb, p_place text, p_kind text, p_seen text[])
returns text
language plpgsql
immutable
set search_path = ''
as $$
begin
  if jsonb_typeof(p_item -> 'key') <> 'string' or not private.is_price_key(p_item ->> 'key') then
    raise exception 'The price list''s %.key is 1 to 100 letters, digits, dots, underscores or hyphens', p_place
      using errcode = 'invalid_parameter_value';
  end if;
  if p_item ->> 'key' = any (p_seen) then
    raise exception 'The price list names the % % twice', p_kind, p_item ->> 'key' using errcode = 'invalid_parameter_value';
  end if;
  perform private.check_price_label(p_item -> 'label', p_place || '.label');
  return p_item ->> 'key';
end;
$$;

-- Refuses (22023, naming the place) a price list that is not what the trigger below reads.
create function private.check_booking_price_list(p_list jsonb)
returns void
language plpgsql
immutable
set search_path = ''
as $$
declare
  max_bytes constant integer := 65536;
  -- A price is a whole number of cents from 1 to this, as an appointment's agreed price at most
  -- (APPOINTMENT_PRICE_MAX_CENTS); a size and ten extras then stay far inside an integer.
  price_max_cents constant integer := 10000000;
  item jsonb;
  place text;
  price record;
  size_keys text[] := '{}';
  service_values text[] := '{}';
  extra_keys text[] := '{}';
begin
  if not private.has_keys(p_list, array['vatRegime', 'freeCollectionOverCents', 'sizes', 'services', 'extras']) then
    raise exception 'The price list is a JSON object with exactly the keys vatRegime, freeCollectionOverCents, sizes, services and extras'
      using errcode = 'invalid_parameter_value';
  end if;
  if octet_length(p_list::text) > max_bytes then
    raise exception 'The price list is at most % bytes of JSON (this one has %)', max_bytes, octet_length(p_list::text)
      using errcode = 'invalid_parameter_value';
  end if;
  if jsonb_typeof(p_list -> 'vatRegime') <> 'string' or p_list ->> 'vatRegime' not in ('normal', 'exempt') then
    raise exception 'The price list''s vatRegime is "normal" or "exempt"' using errcode = 'invalid_parameter_value';
  end if;
  if jsonb_typeof(p_list -> 'freeCollectionOverCents') <> 'number'
     or (p_list ->> 'freeCollectionOverCents')::numeric not between 0 and price_max_cents
     or (p_list ->> 'freeCollectionOverCents')::numeric <> trunc((p_list ->> 'freeCollectionOverCents')::numeric) then
    raise exception 'The price list''s freeCollectionOverCents is a whole number of cents from 0 to %', price_max_cents
      using errcode = 'invalid_parameter_value';
  end if;
  if jsonb_typeof(p_list -> 'sizes') <> 'array' or jsonb_typeof(p_list -> 'services') <> 'array'
     or jsonb_typeof(p_list -> 'extras') <> 'array' then
    raise exception 'The price list''s sizes, services and extras are arrays' using errcode = 'invalid_parameter_value';
  end if;

  for item, place in select * from private.price_list_entries(p_list, 'sizes') loop
    if not private.has_keys(item, array['key', 'label'], array['examples']) then
      raise exception 'The price list''s % is an object with key, label and examples (or none)', place
        using errcode = 'invalid_parameter_value';
    end if;
    size_keys := size_keys || private.checked_price_key(item, place, 'size', size_keys);
    if coalesce(jsonb_typeof(item -> 'examples'), 'null') <> 'null' then
      perform private.check_price_label(item -> 'examples', place || '.examples');
    end if;
  end loop;

  for item, place in select * from private.price_list_entries(p_list, 'services') loop
    if not private.has_keys(item, array['value', 'prices']) or jsonb_typeof(item -> 'prices') <> 'object' then
      raise exception 'The price list''s % is an object with value and prices (an object of size keys)', place
        using errcode = 'invalid_parameter_value';
    end if;
    if jsonb_typeof(item -> 'value') <> 'string' or item ->> 'value' !~ '^[a-z0-9-]{1,100}$' then
      raise exception 'The price list''s %.value is a service value (lower-case letters, digits and hyphens)', place
        using errcode = 'invalid_parameter_value';
    end if;
    if item ->> 'value' = any (service_values) then
      raise exception 'The price list names the service % twice', item ->> 'value' using errcode = 'invalid_parameter_value';
    end if;
    service_values := service_values || (item ->> 'value');
    for price in select p.key, p.value from jsonb_each(item -> 'prices') as p loop
      if not price.key = any (size_keys) then
        raise exception 'The price list''s %.prices names %, which is not one of its sizes', place, price.key
          using errcode = 'invalid_parameter_value';
      end if;
      if jsonb_typeof(price.value) <> 'null' and not private.is_price_cents(price.value, price_max_cents) then
        raise exception 'The price list''s %.prices.% is a whole number of cents from 1 to %, or null (on request)',
          place, price.key, price_max_cents
          using errcode = 'invalid_parameter_value';
      end if;
    end loop;
  end loop;

  for item, place in select * from private.price_list_entries(p_list, 'extras') loop
    if not private.has_keys(item, array['key', 'label', 'cents'], array['services']) then
      raise exception 'The price list''s % is an object with key, label, cents and services (or none)', place
        using errcode = 'invalid_parameter_value';
    end if;
    extra_keys := extra_keys || private.checked_price_key(item, place, 'extra', extra_keys);
    if not private.is_price_cents(item -> 'cents', price_max_cents) then
      raise exception 'The price list''s %.cents is a whole number of cents from 1 to %', place, price_max_cents
        using errcode = 'invalid_parameter_value';
    end if;
    -- null (or none): offered with every service; a list: with those only, so an empty one is a mistake.
    if coalesce(jsonb_typeof(item -> 'services'), 'null') <> 'null' and not private.is_service_list(item -> 'services') then
      raise exception 'The price list''s %.services is null (every service) or a list of distinct service values', place
        using errcode = 'invalid_parameter_value';
    end if;
  end loop;
end;
$$;

revoke execute on function private.is_price_key(text) from public, anon, authenticated, service_role;
revoke execute on function private.check_price_label(jsonb, text) from public, anon, authenticated, service_role;
revoke execute on function private.has_keys(jsonb, text[], text[]) from public, anon, authenticated, service_role;
revoke execute on function private.is_price_cents(jsonb, integer) from public, anon, authenticated, service_role;
revoke execute on function private.is_service_list(jsonb) from public, anon, authenticated, service_role;
revoke execute on function private.price_list_entries(jsonb, text) from public, anon, authenticated, service_role;
revoke execute on function private.checked_price_key(jsonb, text, text, text[]) from public, anon, authenticated, service_role;
revoke execute on function private.check_booking_price_list(jsonb) from public, anon, authenticated, service_role;

-- Replaces the price list with the content's as just published (the site's server, with the secret
-- key, after each publish of a service, size class, extra or the site settings' VAT regime). A list
-- that is not well formed is refused whole and the previous one stays.
create function public.publish_booking_price_list(p_list jsonb)
returns void
language plpgsql
security definer
set search_path = ''
as $$
begin
  perform private.check_booking_price_list(p_list);
  insert into private.booking_price_list (singleton, list, published_at)
  values (true, p_list, now())
  on conflict (singleton) do update set list = excluded.list, published_at = excluded.published_at;
end;
$$;
revoke execute on function public.publish_booking_price_list(jsonb) from public, anon, authenticated;
grant execute on function public.publish_booking_price_list(jsonb) to service_role;

-- ---------------------------------------------------------------------------------------------
-- The request's size class and extras (keys of the price list, as the form sends them) and the
-- estimate stored with it. Keep the keys' length and the extras' count equal to
-- BOOKING_PRICE_KEY_MAX_LENGTH and SERVICE_EXTRAS_MAX in lib/constants (and the function's copy).
alter table public.contact_submissions
  add column vehicle_size text
    constraint contact_submissions_vehicle_size_key check (vehicle_size ~ '^[A-Za-z0-9._-]{1,100}$'),
  add column extras text[] not null default '{}'
    constraint contact_submissions_extras_keys check (
      coalesce(array_ndims(extras), 1) = 1
      and cardinality(extras) <= 10
      and array_position(extras, null) is null
      -- Keys hold no comma, so the joined list shows each key's shape.
      and (cardinality(extras) = 0 or array_to_string(extras, ',') ~ '^[A-Za-z0-9._-]{1,100}(,[A-Za-z0-9._-]{1,100})*$')
    ),
  -- Set by the insert trigger below only (visitors may not write it).
  add column estimate jsonb
    constraint contact_submissions_estimate_object check (jsonb_typeof(estimate) = 'object');

comment on column public.contact_submissions.vehicle_size is 'The vehicle size class chosen (a key of the price list), if any.';
comment on column public.contact_submissions.extras is 'The extras chosen (keys of the price list), as the form sent them.';
comment on column public.contact_submissions.estimate is
  'Derived at the insert from the published price list: what the request would cost (lib/booking/estimate.ts StoredEstimate).';

-- The visitor's insert may carry the size and extras; never the estimate (PostgREST answers 42501).
grant insert (vehicle_size, extras) on table public.contact_submissions to anon;

-- Computes the estimate of a new request from the price list published at this moment, whatever
-- the insert carried; refuses (22023, `booking-estimate: <reason>`) a size or an extra the list
-- does not offer, so no request is stored with a choice nobody can price. Runs as the owner
-- (security definer): visitors have no rights on the price list.
create function private.contact_submissions_estimate()
returns trigger
language plpgsql
security definer
set search_path = ''
as $$
declare
  list jsonb;
  size_entry jsonb;
  size_cents integer;
  chosen_extras jsonb;
  extras_cents integer;
  missing text;
  total integer;
begin
  new.estimate := null;
  -- A null list, too many extras (SERVICE_EXTRAS_MAX) or a key of the wrong shape: the columns'
  -- constraints refuse the row right after this trigger, naming what is wrong.
  if new.extras is null or cardinality(new.extras) > 10 or not private.is_price_key(coalesce(new.vehicle_size, 'none'))
     or exists (select 1 from unnest(new.extras) as e where not coalesce(private.is_price_key(e), false)) then
    return new;
  end if;
  if cardinality(new.extras) <> (select count(distinct e) from unnest(new.extras) as e) then
    raise exception 'extras % name an extra twice', new.extras
      using errcode = 'check_violation',
            constraint = 'contact_submissions_extras_distinct',
            table = 'contact_submissions',
            schema = 'public';
  end if;
  if new.vehicle_size is null and cardinality(new.extras) = 0 then
    return new;
  end if;
  select l.list into list from private.booking_price_list as l;
  if list is null then
    return new;
  end if;

  if cardinality(new.extras) > 0 and new.service is null then
    raise exception 'booking-estimate: extras-need-service (extras are priced with a service: choose one)'
      using errcode = 'invalid_parameter_value';
  end if;
  if new.vehicle_size is not null then
    select s.value into size_entry
    from jsonb_array_elements(list -> 'sizes') as s (value)
    where s.value ->> 'key' = new.vehicle_size;
    if size_entry is null then
      raise exception 'booking-estimate: unknown-size ("%" is not a vehicle size of the published price list)', new.vehicle_size
        using errcode = 'invalid_parameter_value';
    end if;
  end if;

  -- The chosen extras offered with the service, in the list's order.
  select coalesce(jsonb_agg(jsonb_build_object('key', x.value -> 'key', 'label', x.value -> 'label', 'cents', (x.value ->> 'cents')::numeric::integer)
                    order by x.position), '[]'::jsonb),
         coalesce(sum((x.value ->> 'cents')::numeric::integer), 0)
  into chosen_extras, extras_cents
  from jsonb_array_elements(list -> 'extras') with ordinality as x (value, position)
  where x.value ->> 'key' = any (new.extras)
    and (coalesce(jsonb_typeof(x.value -> 'services'), 'null') = 'null' or x.value -> 'services' ? new.service);
  if jsonb_array_length(chosen_extras) <> cardinality(new.extras) then
    select e into missing from unnest(new.extras) as e
    where not exists (select 1 from jsonb_array_elements(chosen_extras) as c where c ->> 'key' = e)
    limit 1;
    raise exception 'booking-estimate: unknown-extra ("%" is not an extra offered with %)', missing, new.service
      using errcode = 'invalid_parameter_value';
  end if;

  -- A class without a price for the service (null, or not in the list) is priced on request.
  if new.service is not null and new.vehicle_size is not null then
    select (s.value -> 'prices' ->> new.vehicle_size)::numeric::integer into size_cents
    from jsonb_array_elements(list -> 'services') as s (value)
    where s.value ->> 'value' = new.service;
    total := size_cents + extras_cents;
  end if;

  new.estimate := jsonb_build_object(
    'vatRegime', list -> 'vatRegime',
    'service', new.service,
    'size', case when size_entry is not null
      then jsonb_build_object('key', size_entry -> 'key', 'label', size_entry -> 'label') end,
    'sizeCents', size_cents,
    'extras', chosen_extras,
    'totalCents', total,
    'onRequest', new.service is not null and new.vehicle_size is not null and size_cents is null,
    -- The owner's threshold (Site settings), strictly over, as the form's estimate.
    'freeCollection', coalesce(total > (list ->> 'freeCollectionOverCents')::integer, false)
  );
  return new;
end;
$$;
revoke execute on function private.contact_submissions_estimate() from public, anon, authenticated, service_role;

create trigger contact_submissions_estimate
  before insert on public.contact_submissions
  for each row execute function private.contact_submissions_estimate();

-- ---------------------------------------------------------------------------------------------
-- The function's claim also matches the size and extras, and answers the stored estimate with
-- the outcome ({outcome, estimate}; the estimate only for a request it found), so the visitor can
-- be told the price the request was stored with. Deploy the function with this migration: until
-- then the old function cannot read the answer (500), and the request waits for the digest.
drop function public.claim_contact_notification(uuid, text, text, text, text, text, date, text);
create function public.claim_contact_notification(
  p_idempotency_key uuid,
  p_name text,
  p_email text,
  p_phone text,
  p_service text,
  p_vehicle text,
  p_preferred_date date,
  p_message text,
  p_vehicle_size text,
  p_extras text[]
)
returns jsonb
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
  outcome text;
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
    and c.vehicle_size is not distinct from p_vehicle_size
    and c.extras = coalesce(p_extras, '{}')
    and not c.honeypot_filled
  for update;

  if not found then
    outcome := 'not-found';
  elsif found_row.notified_at is not null or found_row.digest_id is not null then
    outcome := 'already-notified';
  elsif found_row.created_at <= now() - claim_window then
    outcome := 'not-found';
  elsif found_row.notification_claimed_at > now() - claim_timeout then
    outcome := 'in-progress';
  else
    update public.contact_submissions
    set notification_claimed_at = now()
    where id = found_row.id;
    outcome := 'claimed';
  end if;
  return jsonb_build_object(
    'outcome', outcome,
    'estimate', case when outcome <> 'not-found' then found_row.estimate end
  );
end;
$$;

revoke execute on function public.claim_contact_notification(uuid, text, text, text, text, text, date, text, text, text[])
  from public, anon, authenticated;
grant execute on function public.claim_contact_notification(uuid, text, text, text, text, text, date, text, text, text[])
  to service_role;

-- ---------------------------------------------------------------------------------------------
-- The owner's Requests tool (list, export, detail) shows the size, the extras and the estimate.
create or replace view private.booking_inbox_rows as
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
           'last_contact_at', c.last_contact_at,
           'vehicle_size', c.vehicle_size,
           'extras', to_jsonb(c.extras),
           'estimate', c.estimate
         ) as request
  from public.contact_submissions as c;

-- The digest lists them too: the previous version stays (private) and claims the part; its
-- requests gain their size, extras and estimate here, in the same order. (Export and erasure
-- take every column of the request already.)
alter function public.claim_booking_digest() set schema private;
alter function private.claim_booking_digest() rename to claim_booking_digest_without_estimates;
revoke execute on function private.claim_booking_digest_without_estimates() from public, anon, authenticated, service_role;

create function public.claim_booking_digest()
returns jsonb
language plpgsql
security definer
set search_path = ''
as $$
declare
  claimed jsonb := private.claim_booking_digest_without_estimates();
begin
  if claimed is null then
    return null;
  end if;
  return jsonb_set(claimed, '{requests}', coalesce((
    select jsonb_agg(
        r.request || jsonb_build_object('vehicle_size', c.vehicle_size, 'extras', to_jsonb(c.extras), 'estimate', c.estimate)
        order by r.position)
    from jsonb_array_elements(claimed -> 'requests') with ordinality as r (request, position)
    join public.contact_submissions as c on c.idempotency_key = (r.request ->> 'idempotency_key')::uuid
  ), '[]'::jsonb));
end;
$$;
revoke execute on function public.claim_booking_digest() from public, anon, authenticated;
grant execute on function public.claim_booking_digest() to service_role;
