import 'server-only';
import { contentLake, publicEnv } from '@/lib/env/public';
import { serverEnv } from '@/lib/env/server';
import { checkStudioCaller, contentLakeApiUrl, type CallerCheck } from './studio-caller';

/** The configured Content Lake's API (hosted Sanity or the local lake), as the site's content client reads it. */
const API_URL = contentLakeApiUrl(contentLake);

/** checkStudioCaller against this site's Content Lake and address, on every call. */
export function checkStudioAdministrator(request: Request): Promise<CallerCheck> {
  return checkStudioCaller(request, {
    apiUrl: API_URL,
    siteUrl: publicEnv.siteUrl,
    behindProxy: serverEnv.behindProxy,
    fetch,
  });
}
