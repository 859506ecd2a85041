/// <reference lib="deno.ns" />
// Local stack only (stand-ins/supabase): serves the real edge function under Deno on a private port,
// behind the local gateway. Folders starting with "_" are not deployed as functions.
import { createHandlerFromEnv } from '../send-contact-notification/handler.ts';

const port = Number(Deno.env.get('FUNCTION_PORT'));
Deno.serve(
  { hostname: '127.0.0.1', port, onListen: () => console.log(`function listening on ${port}`) },
  createHandlerFromEnv((name) => Deno.env.get(name)),
);
