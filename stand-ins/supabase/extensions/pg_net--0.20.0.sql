-- Local stand-in for pg_net 0.20.0 (https://github.com/supabase/pg_net, sql/pg_net.sql): the
-- same tables and the same net.http_post, in SQL only. Real pg_net sends the queued requests from
-- a background worker inside PostgreSQL; here stand-ins/supabase/pg-net-worker.ts does, woken by
-- NOTIFY on commit. Only http_post is provided (see README.md).

\echo Use "CREATE EXTENSION pg_net" to load this file. \quit

create schema if not exists net;

create domain net.http_method as text
check (
  value ilike 'get'
  or value ilike 'post'
  or value ilike 'delete'
);

-- Pending requests; the worker deletes them as it takes them.
create unlogged table net.http_request_queue(
    id bigserial,
    method net.http_method not null,
    url text not null,
    headers jsonb,
    body bytea,
    timeout_milliseconds int not null
);

-- One row per finished request, under the id net.http_post returned.
create unlogged table net._http_response(
    id bigint,
    status_code integer,
    content_type text,
    headers jsonb,
    content text,
    timed_out bool,
    error_msg text,
    created timestamptz not null default now()
);

create index on net._http_response (created);

-- Percent-encodes everything but RFC 3986's unreserved characters, as curl_easy_escape does.
create function net._urlencode_string(string varchar)
    returns text
    language sql
    immutable
    strict
as $$
    select coalesce(string_agg(
        case
            when b between 48 and 57 or b between 65 and 90 or b between 97 and 122 or b in (45, 46, 95, 126)
                then chr(b)
            else '%' || upper(lpad(to_hex(b), 2, '0'))
        end, '' order by i), '')
    from (
        select i, get_byte(bytes, i) as b
        from convert_to(string, 'UTF8') as bytes, generate_series(0, octet_length(bytes) - 1) as i
    ) as encoded
$$;

-- Checks the url and appends key=value pairs to its query (before any fragment), as pg_net does
-- with curl's URL API (CURLU_APPENDQUERY).
create function net._encode_url_with_params_array(url text, params_array text[])
    returns text
    language plpgsql
    immutable
    strict
as $$
declare
    base text := split_part(url, '#', 1);
    fragment text := substr(url, length(base) + 1);
begin
    if url !~ '^[A-Za-z][A-Za-z0-9+.-]*://[^/?#]' then
        raise exception 'invalid URL "%": not an absolute URL', url;
    end if;
    if cardinality(params_array) = 0 then
        return url;
    end if;
    return base || case when position('?' in base) > 0 then '&' else '?' end
        || array_to_string(params_array, '&') || fragment;
end
$$;

-- Interface to make an async request
-- API: Public
create function net.http_post(
    -- url for the request
    url text,
    -- body of the POST request
    body jsonb default '{}'::jsonb,
    -- key/value pairs to be url encoded and appended to the `url`
    params jsonb default '{}'::jsonb,
    -- key/values to be included in request headers
    headers jsonb default '{"Content-Type": "application/json"}'::jsonb,
    -- the maximum number of milliseconds the request may take before being cancelled
    timeout_milliseconds int default 5000
)
    -- request_id reference
    returns bigint
    language plpgsql
as $$
declare
    request_id bigint;
    params_array text[];
    content_type text;
begin
    -- Extract the content type from headers
    select header_value into content_type
    from jsonb_each_text(coalesce(headers, '{}'::jsonb)) r(header_name, header_value)
    where lower(header_name) = 'content-type'
    limit 1;

    -- If the user provided new headers and omitted the content type, add it back in automatically
    if content_type is null then
        select headers || '{"Content-Type": "application/json"}'::jsonb into headers;
    end if;

    -- Confirm that the content-type is set as "application/json"
    if content_type <> 'application/json' then
        raise exception 'Content-Type header must be "application/json"';
    end if;

    select coalesce(array_agg(net._urlencode_string(key) || '=' || net._urlencode_string(value)), '{}')
    into params_array
    from jsonb_each_text(params);

    insert into net.http_request_queue(method, url, headers, body, timeout_milliseconds)
    values (
        'POST',
        net._encode_url_with_params_array(url, params_array),
        headers,
        convert_to(body::text, 'UTF8'),
        timeout_milliseconds
    )
    returning id
    into request_id;

    -- Delivered on commit only, so a rolled-back call sends nothing (pg_net's net.wake()).
    perform pg_notify('pg_net_stand_in', request_id::text);

    return request_id;
end
$$;

-- Privileges: hosted Supabase's (extensions.grant_pg_net_access) for the privileged roles, and
-- nothing for PUBLIC, anon or authenticated (see README.md).
revoke all on function
    net._urlencode_string(varchar),
    net._encode_url_with_params_array(text, text[]),
    net.http_post(text, jsonb, jsonb, jsonb, int)
from public;

do $$
declare
    role_name text;
begin
    foreach role_name in array array['postgres', 'supabase_functions_admin', 'service_role'] loop
        if exists (select from pg_roles where rolname = role_name) then
            execute format('grant usage on schema net to %I', role_name);
            execute format('grant all on all tables in schema net to %I', role_name);
            execute format('grant all on all sequences in schema net to %I', role_name);
            execute format('grant execute on all functions in schema net to %I', role_name);
        end if;
    end loop;
end
$$;
