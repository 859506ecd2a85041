import 'server-only';
import { readServerEnv } from './server-env';

/** Server-only configuration and secrets (lib/server-env.ts); never imported by client code. */
export const serverEnv = readServerEnv();
