// Supabase Edge Function entry point: `supabase functions deploy send-contact-notification`.
import { createHandlerFromEnv } from './handler.ts';

Deno.serve(createHandlerFromEnv((name) => Deno.env.get(name)));
