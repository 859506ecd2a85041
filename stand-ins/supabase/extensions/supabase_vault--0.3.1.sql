-- Local stand-in for Supabase Vault 0.3.1 (https://github.com/supabase/vault,
-- sql/supabase_vault--0.3.0.sql; 0.3.1 has no SQL changes): the same table, view and functions,
-- but secrets are NOT encrypted. `secret` holds the secret base64-encoded (never the plain text,
-- as with hosted Vault's ciphertext), and decrypted_secrets decodes it. For a local machine only.

\echo Use "CREATE EXTENSION supabase_vault" to load this file. \quit

create table vault.secrets (
  id          uuid primary key default gen_random_uuid(),
  name        text,
  description text not null default '',
  secret      text not null,
  key_id      uuid,
  nonce       bytea,
  created_at  timestamptz not null default current_timestamp,
  updated_at  timestamptz not null default current_timestamp
);

comment on table vault.secrets is 'Table with encrypted `secret` column for storing sensitive information on disk.';

create unique index on vault.secrets using btree (name) where name is not null;

create view vault.decrypted_secrets as
select s.id,
  s.name,
  s.description,
  s.secret,
  convert_from(decode(s.secret, 'base64'), 'utf8') as decrypted_secret,
  s.key_id,
  s.nonce,
  s.created_at,
  s.updated_at
from vault.secrets s;

create function vault.create_secret(
  new_secret text,
  new_name text = null,
  new_description text = '',
  -- unused
  new_key_id uuid = null
)
returns uuid
security definer
language plpgsql
set search_path = ''
as $$
declare
  rec record;
begin
  insert into vault.secrets (secret, name, description)
  values (
    encode(convert_to(new_secret, 'utf8'), 'base64'),
    new_name,
    new_description
  )
  returning * into rec;
  return rec.id;
end
$$;

create function vault.update_secret(
  secret_id uuid,
  new_secret text = null,
  new_name text = null,
  new_description text = null,
  -- unused
  new_key_id uuid = null
)
returns void
security definer
language plpgsql
set search_path = ''
as $$
begin
  update vault.secrets s
  set
    secret = case when new_secret is null then s.secret
                  else encode(convert_to(new_secret, 'utf8'), 'base64') end,
    name = coalesce(new_name, s.name),
    description = coalesce(new_description, s.description),
    updated_at = now()
  where s.id = secret_id;
end
$$;

-- Readable by privileged roles only: the extension's own revokes, then the grants hosted Supabase
-- gives postgres and service_role (supabase/postgres migrations), for whichever of them exist.
revoke all on table vault.secrets, vault.decrypted_secrets from public;
revoke all on function vault.create_secret, vault.update_secret from public;

do $$
declare
  role_name text;
begin
  foreach role_name in array array['anon', 'authenticated'] loop
    if exists (select from pg_roles where rolname = role_name) then
      execute format('revoke all on schema vault from %I', role_name);
      execute format('revoke all on table vault.secrets, vault.decrypted_secrets from %I', role_name);
      execute format('revoke all on function vault.create_secret, vault.update_secret from %I', role_name);
    end if;
  end loop;
  if exists (select from pg_roles where rolname = 'postgres') then
    grant usage on schema vault to postgres with grant option;
    grant select, delete, truncate, references on vault.secrets, vault.decrypted_secrets to postgres with grant option;
    grant execute on function vault.create_secret, vault.update_secret to postgres with grant option;
  end if;
  if exists (select from pg_roles where rolname = 'service_role') then
    grant usage on schema vault to service_role;
    grant select, delete on vault.secrets, vault.decrypted_secrets to service_role;
    grant execute on function vault.create_secret, vault.update_secret to service_role;
  end if;
end
$$;

select pg_catalog.pg_extension_config_dump('vault.secrets', '');
