-- Local-only bootstrap: recreates what a hosted Supabase project already has before any
-- migration runs, so supabase/migrations apply unchanged both here and in production.
-- Mirrors Supabase's role setup (supabase/postgres migrations/db/init-scripts).

create role anon nologin noinherit;
create role authenticated nologin noinherit;
create role service_role nologin noinherit bypassrls;
-- The API gateway logs in as authenticator and switches to the role named in the JWT.
create role authenticator login noinherit;
grant anon, authenticated, service_role to authenticator;

grant usage on schema public to anon, authenticated, service_role;

-- Supabase grants the API roles everything on new objects in public; migrations narrow it.
alter default privileges in schema public grant all on tables to anon, authenticated, service_role;
alter default privileges in schema public grant all on functions to anon, authenticated, service_role;
alter default privileges in schema public grant all on sequences to anon, authenticated, service_role;

-- The Data API's exposed schemas, set where hosted Supabase sets them; the database linter
-- (splinter, `supabase db advisors`) reads this setting to know what the API exposes.
alter role authenticator set pgrst.db_schemas = 'public';
