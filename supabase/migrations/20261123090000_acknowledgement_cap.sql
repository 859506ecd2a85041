-- No relay through the visitor's acknowledgement: anyone can type anyone's address into the form,
-- so the acknowledgement now holds only the product's own text (the function), and a global cap
-- bounds how many go out per hour. Past the cap a request is still stored and the owner is still
-- told; only the acknowledgement is withheld. In the database, so it holds on hosted Supabase.

-- Settings the owner may tune with SQL (supabase/README.md "Abuse defence"); one row.
create table private.booking_settings (
  singleton boolean primary key default true constraint booking_settings_singleton check (singleton),
  -- Keep the default equal to BOOKING_ACKNOWLEDGEMENTS_PER_HOUR in lib/constants/database.ts
  -- (tests/integration/database-limits.test.ts reads it back).
  acknowledgements_per_hour integer not null default 20
    constraint booking_settings_acknowledgements_per_hour_positive check (acknowledgements_per_hour >= 0)
);
insert into private.booking_settings default values;

create table private.acknowledgement_hours (
  hour_start timestamptz primary key,
  sent integer not null
);

revoke all on table private.booking_settings, private.acknowledgement_hours
  from public, anon, authenticated, service_role;

-- Takes one of this clock hour's acknowledgement slots; false when they are all taken. Called by
-- the notification function (service role) for a claimed request, before it mails the visitor.
-- Security definer so the function needs no rights on the private tables.
create function public.take_acknowledgement_slot()
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  this_hour timestamptz := date_trunc('hour', now());
  cap integer;
  taken integer;
begin
  select s.acknowledgements_per_hour into cap from private.booking_settings as s;
  -- Yesterday's counters are no longer needed; at most 24 rows are ever kept.
  delete from private.acknowledgement_hours as h where h.hour_start < this_hour - interval '1 day';
  -- One atomic upsert: concurrent calls serialise on the hour's row and cannot overshoot the cap.
  insert into private.acknowledgement_hours as h (hour_start, sent)
  select this_hour, 1 where cap > 0
  on conflict (hour_start) do update set sent = h.sent + 1 where h.sent < cap
  returning h.sent into taken;
  return taken is not null;
end;
$$;

revoke execute on function public.take_acknowledgement_slot() from public, anon, authenticated;
grant execute on function public.take_acknowledgement_slot() to service_role;
