import net from 'node:net';
import { DEFAULT_PORTS, startLocalStack } from '../../supabase/local/stack.ts';

/**
 * Starts the local Supabase-compatible stack (real PostgreSQL, gateway, Deno function, mail
 * catcher) on the ports the production build was compiled against. Tests reach the mail catcher
 * and the database through E2E_MAIL_URL / E2E_DATABASE_URL. If a stack already listens there (a
 * developer's `npm run stack`), it is reused.
 */
export default async function globalSetup() {
  if (await isListening(DEFAULT_PORTS.api)) {
    console.warn(`Reusing the Supabase-compatible stack already on port ${DEFAULT_PORTS.api}.`);
    process.env.E2E_MAIL_URL ??= `http://127.0.0.1:${DEFAULT_PORTS.mail}`;
    process.env.E2E_DATABASE_URL ??= `postgresql://postgres@127.0.0.1:${DEFAULT_PORTS.db}/postgres`;
    return;
  }
  // Only the API port is compiled into the build; the database and mail catcher take free ports.
  const stack = await startLocalStack({ ephemeral: true, apiPort: DEFAULT_PORTS.api });
  process.env.E2E_MAIL_URL = stack.mailUrl;
  process.env.E2E_DATABASE_URL = stack.databaseUrl;
  return () => stack.stop();
}

function isListening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect(port, '127.0.0.1');
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('error', () => resolve(false));
  });
}
