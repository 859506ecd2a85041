// `npm run bookings:export -- <email>` and `npm run bookings:erase -- <email>`: a person's right of
// access and erasure (GDPR art. 15, 17) for booking requests, through the service-role-only SQL
// functions export_booking_data / erase_booking_data (supabase/migrations, the delivery migration).
// On the local stack by default; for a hosted project set SUPABASE_URL and SUPABASE_SECRET_KEY
// (Project Settings → API keys). Export prints JSON (or writes it with --out FILE).
import { createClient } from '@supabase/supabase-js';
import { writeFile } from 'node:fs/promises';
import { parseArgs } from 'node:util';
import { LOCAL_SECRET_KEY } from '../../stand-ins/supabase/keys.ts';
import { DEFAULT_PORTS } from '../../stand-ins/supabase/stack.ts';

const ACTIONS = { export: 'export_booking_data', erase: 'erase_booking_data' } as const;

const { values: options, positionals } = parseArgs({
  allowPositionals: true,
  options: { out: { type: 'string' } },
});
const [action, email] = positionals;
if (!(action === 'export' || action === 'erase') || !email?.includes('@')) {
  console.error('Usage: npm run bookings:export -- <email> [--out FILE]   |   npm run bookings:erase -- <email>');
  process.exit(2);
}

const url = process.env.SUPABASE_URL?.trim() || `http://127.0.0.1:${DEFAULT_PORTS.api}`;
const key = process.env.SUPABASE_SECRET_KEY?.trim() || (process.env.SUPABASE_URL ? '' : LOCAL_SECRET_KEY);
if (!key) {
  console.error('SUPABASE_SECRET_KEY is not set: the secret (service role) key of the project at SUPABASE_URL.');
  process.exit(2);
}

const supabase = createClient(url, key, { auth: { persistSession: false, autoRefreshToken: false } });
const { data, error } = await supabase.rpc(ACTIONS[action], { p_email: email });
if (error) {
  console.error(`${ACTIONS[action]} failed at ${url}: ${error.message}${error.code ? ` (${error.code})` : ''}`);
  if (!process.env.SUPABASE_URL) console.error('Is the local stack running? Start it with: npm run stack');
  process.exit(1);
}
const report = `${JSON.stringify(data, null, 2)}\n`;
if (action === 'export' && options.out) {
  await writeFile(options.out, report);
  console.error(`Wrote everything stored about ${email} to ${options.out}`);
} else {
  process.stdout.write(report);
}
