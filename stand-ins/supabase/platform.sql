-- Local-only, run at every start (idempotent): what every hosted Supabase project has enabled before
-- any migration runs. Supabase Vault is on in every project; `extensions` is where Supabase puts
-- extensions. Debian has no supabase_vault, so the stand-in of stand-ins/supabase/extensions serves.
create schema if not exists extensions;
create extension if not exists supabase_vault;
