import 'server-only';
import { createInboxFromEnv } from '@/lib/booking/inbox/server';
import { checkStudioAdministrator } from '@/lib/booking/studio/auth/server';
import { studioRequestsHandler } from './respond';

/** The Requests API's frame on this server: the caller checked with the configured Content Lake, the inbox with the secret key. */
export const studioRequests = studioRequestsHandler({
  checkCaller: checkStudioAdministrator,
  inbox: createInboxFromEnv,
});
