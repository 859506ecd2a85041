-- The booking form's proof of work (ALTCHA): the notification function verifies each solution's
-- signature, expiry and work, and records the challenge here so one solution buys one request.
-- A retry of the same form fill (same idempotency key) may present it again.

create table private.used_booking_challenges (
  nonce text primary key,
  idempotency_key uuid not null,
  expires_at timestamptz not null
);
create index used_booking_challenges_expires_at_idx on private.used_booking_challenges (expires_at);

revoke all on table private.used_booking_challenges from public, anon, authenticated, service_role;

-- True when the challenge is now this fill's (first use) or already was (a retry); false when
-- another fill used it: a replay. Service role only (the notification function).
create function public.use_booking_challenge(p_nonce text, p_idempotency_key uuid, p_expires_at timestamptz)
returns boolean
language plpgsql
security definer
set search_path = ''
as $$
declare
  user_key uuid;
begin
  -- Expired challenges can no longer be verified, so their records are no longer needed; a batch
  -- at a time, skipping rows another call is removing.
  delete from private.used_booking_challenges as u
  where u.ctid = any (array(
    select o.ctid from private.used_booking_challenges as o
    where o.expires_at < now()
    order by o.expires_at
    limit 100
    for update skip locked
  ));

  insert into private.used_booking_challenges (nonce, idempotency_key, expires_at)
  values (p_nonce, p_idempotency_key, p_expires_at)
  on conflict (nonce) do nothing;
  select u.idempotency_key into user_key from private.used_booking_challenges as u where u.nonce = p_nonce;
  return user_key = p_idempotency_key;
end;
$$;

revoke execute on function public.use_booking_challenge(text, uuid, timestamptz) from public, anon, authenticated;
grant execute on function public.use_booking_challenge(text, uuid, timestamptz) to service_role;
