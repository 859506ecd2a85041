-- Booking requests sent by the public contact form (spec §3, §7).
-- Visitors insert anonymously with the anon key; only the notification function (service role)
-- reads and updates rows. The visitor's language is deliberately not stored.

create table public.contact_submissions (
  id uuid primary key default gen_random_uuid(),
  created_at timestamptz not null default now(),
  name text not null
    constraint contact_submissions_name_not_blank check (btrim(name) <> '')
    constraint contact_submissions_name_length check (char_length(name) <= 120),
  email text not null
    constraint contact_submissions_email_length check (char_length(email) <= 254)
    constraint contact_submissions_email_shape check (email ~ '^[^@\s]+@[^@\s]+\.[^@\s]+$'),
  phone text
    constraint contact_submissions_phone_length check (char_length(phone) <= 40),
  service text
    constraint contact_submissions_service_known check (
      service in (
        'full-detail',
        'paint-correction',
        'ceramic-coating',
        'interior-detailing',
        'ppf',
        'express-detail'
      )
    ),
  vehicle text
    constraint contact_submissions_vehicle_length check (char_length(vehicle) <= 120),
  preferred_date date,
  message text
    constraint contact_submissions_message_length check (char_length(message) <= 2000),
  -- Set by claim_contact_notification so concurrent or repeated calls send mail only once.
  notification_claimed_at timestamptz,
  notified_at timestamptz
);

comment on table public.contact_submissions is
  'Booking requests from the site''s contact form. Anonymous visitors may only insert.';

-- Serves the claim lookup (newest unclaimed submission of this email).
create index contact_submissions_email_created_at_idx
  on public.contact_submissions (email, created_at desc);

-- "Not in the past" depends on today's date, so it is checked when a row is inserted rather than
-- as a CHECK constraint: a CHECK would make old rows invalid and break dump/restore.
create function public.contact_submissions_preferred_date_not_past()
returns trigger
language plpgsql
security invoker
set search_path = ''
as $$
begin
  if new.preferred_date < (now() at time zone 'Europe/Lisbon')::date then
    raise exception 'preferred_date % is before today in Lisbon', new.preferred_date
      using errcode = 'check_violation',
            constraint = 'contact_submissions_preferred_date_not_past',
            table = 'contact_submissions',
            schema = 'public';
  end if;
  return new;
end;
$$;

create trigger contact_submissions_preferred_date_not_past
  before insert on public.contact_submissions
  for each row execute function public.contact_submissions_preferred_date_not_past();

alter table public.contact_submissions enable row level security;

-- Anonymous visitors may add a fresh request and nothing else: no SELECT, UPDATE or DELETE
-- policy exists, so those are denied for anon and authenticated.
create policy "Visitors can send a booking request"
  on public.contact_submissions
  for insert
  to anon
  with check (
    notification_claimed_at is null
    and notified_at is null
    and created_at between now() - interval '1 minute' and now() + interval '1 minute'
  );

-- Supabase's default privileges grant everything to the API roles; keep only what the form needs.
revoke all on table public.contact_submissions from anon, authenticated;
grant insert (name, email, phone, service, vehicle, preferred_date, message)
  on table public.contact_submissions to anon;
grant select, insert, update, delete on table public.contact_submissions to service_role;

-- Notification bookkeeping, used only by the send-contact-notification function (service role).

-- Atomically claims the newest recent, not yet notified submission that matches the payload the
-- function received; returns its id, or null when there is none (the function then sends nothing,
-- so it cannot be used as an open mail relay).
create function public.claim_contact_notification(
  p_name text,
  p_email text,
  p_phone text,
  p_service text,
  p_vehicle text,
  p_preferred_date date,
  p_message text
)
returns uuid
language plpgsql
security invoker
set search_path = ''
as $$
declare
  -- The form calls the function right after its insert; older rows are not claimable.
  claim_window constant interval := interval '10 minutes';
  claimed_id uuid;
begin
  update public.contact_submissions as s
  set notification_claimed_at = now()
  where s.id = (
    select c.id
    from public.contact_submissions as c
    where c.email = p_email
      and c.name = p_name
      and c.phone is not distinct from p_phone
      and c.service is not distinct from p_service
      and c.vehicle is not distinct from p_vehicle
      and c.preferred_date is not distinct from p_preferred_date
      and c.message is not distinct from p_message
      and c.created_at > now() - claim_window
      and c.notification_claimed_at is null
      and c.notified_at is null
    order by c.created_at desc
    limit 1
    for update skip locked
  )
  and s.notification_claimed_at is null
  returning s.id into claimed_id;

  return claimed_id;
end;
$$;

-- Marks a claimed submission as notified once both mails were accepted.
create function public.complete_contact_notification(p_id uuid)
returns void
language sql
security invoker
set search_path = ''
as $$
  update public.contact_submissions
  set notified_at = now()
  where id = p_id;
$$;

-- Gives the claim back when sending failed, so a retry of the same request can notify.
create function public.release_contact_notification(p_id uuid)
returns void
language sql
security invoker
set search_path = ''
as $$
  update public.contact_submissions
  set notification_claimed_at = null
  where id = p_id
    and notified_at is null;
$$;

revoke execute on function public.contact_submissions_preferred_date_not_past() from public, anon, authenticated;
revoke execute on function public.claim_contact_notification(text, text, text, text, text, date, text)
  from public, anon, authenticated;
revoke execute on function public.complete_contact_notification(uuid) from public, anon, authenticated;
revoke execute on function public.release_contact_notification(uuid) from public, anon, authenticated;
grant execute on function public.claim_contact_notification(text, text, text, text, text, date, text)
  to service_role;
grant execute on function public.complete_contact_notification(uuid) to service_role;
grant execute on function public.release_contact_notification(uuid) to service_role;
