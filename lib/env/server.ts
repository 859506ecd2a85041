import 'server-only';
import { readServerEnv } from './server-schema';

/** Server-only configuration and secrets (lib/env/server-schema.ts); never imported by client code. */
export const serverEnv = readServerEnv();
