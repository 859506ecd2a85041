// `npm run bookings:list`: prints the booking requests stored in the running local stack's database.
import pg from 'pg';
import { DEFAULT_PORTS } from './stack.ts';

const databaseUrl = process.env.LOCAL_DATABASE_URL ?? `postgresql://postgres@127.0.0.1:${DEFAULT_PORTS.db}/postgres`;
const client = new pg.Client({ connectionString: databaseUrl });
try {
  await client.connect();
} catch (error) {
  console.error(
    `Cannot reach the local database at ${databaseUrl} (${(error as Error).message}).\nStart it with: npm run stack`,
  );
  process.exit(1);
}
try {
  const { rows } = await client.query(
    `select created_at, status, name, email, phone, service, vehicle, preferred_date, message,
            case when notified_at is null then null when digest_id is not null then 'in a digest' else 'at once' end as mailed,
            concat_ws(' ', case when quick_fill then 'quick' end, case when honeypot_filled then 'likely-spam' end) as signals
       from public.contact_submissions
      order by created_at desc`,
  );
  if (rows.length === 0) console.log('No booking requests stored yet.');
  else console.table(rows);
} finally {
  await client.end();
}
