import { type ConfigContext, type Tool, userHasRole } from 'sanity';

import { ADMINISTRATOR_ROLE } from '../../lib/booking/studio/index';
import { requestsTool } from './requests-tool';

/**
 * The workspace's tools with the Requests tool after the first (the desk) for a project
 * administrator (the owner), and without it for anyone else (the translator, an editor): booking
 * requests are personal data. The site's API checks the role again on every call (lib/booking/studio/auth).
 */
export function withRequestsToolForAdministrators(prev: Tool[], { currentUser }: Pick<ConfigContext, 'currentUser'>) {
  if (!userHasRole(currentUser, ADMINISTRATOR_ROLE)) return prev;
  return [...prev.slice(0, 1), requestsTool, ...prev.slice(1)];
}
