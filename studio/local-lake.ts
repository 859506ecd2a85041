import { createClient, type ClientConfig, type SanityClient } from '@sanity/client';
import type { AuthConfig, WorkspaceOptions } from 'sanity';

/**
 * What the Studio needs to differ on the local Content Lake, and nothing more.
 *
 * Sign-in: the lake's one provider is its own sign-in page, which hands the Studio a one-time
 * `sid` exactly as Sanity's hosted login does; the Studio trades it for a token it keeps in this
 * browser (token login: no third-party cookie between the site's origin and the lake's).
 *
 * Features: the lake is a project without releases, scheduling, tasks or comments (it answers
 * their calls as Sanity does for such a project), so the Studio does not offer them.
 */
export function localLakeAuth(apiHost: string): AuthConfig {
  return {
    loginMethod: 'token',
    redirectOnSingle: false,
    providers: [{ name: 'lake', title: 'Sign in with a local account', url: `${apiHost}/v1/auth/login/lake` }],
  };
}

export function localLakeWorkspace(apiHost: string): Partial<WorkspaceOptions> {
  return {
    auth: localLakeAuth(apiHost),
    unstable_clientFactory: localLakeClientFactory,
    releases: { enabled: false },
    tasks: { enabled: false },
    scheduledPublishing: { enabled: false },
    scheduledDrafts: { enabled: false },
  };
}

/** Comments live in an add-on dataset the lake does not have. */
export const LOCAL_LAKE_DOCUMENT_OPTIONS = { comments: { enabled: false } } as const;

/**
 * Browsers open at most six HTTP/1.1 connections to one host, and every Studio listener holds
 * one open for good; Sanity's API avoids the cap with HTTP/2, which browsers only speak over
 * TLS. So on the local lake each listener stream connects through a host of its own
 * (`l<n>.<project>.localhost`, loopback in every browser, answered by the same lake), leaving the
 * project host's connections to ordinary requests. Passed to the client as its fetch resolver
 * (the client's transport hook, used by its event-source connections too).
 */
const LISTENER_HOSTS = 32;
let listeners = 0;

const listenerFetch: typeof fetch = (input, init) => {
  const url = new URL(input instanceof Request ? input.url : String(input));
  if (url.pathname.includes('/data/listen/')) {
    url.hostname = `l${listeners++ % LISTENER_HOSTS}.${url.hostname}`;
    return fetch(url, init);
  }
  return fetch(input, init);
};

export const localLakeClientFactory = (options: ClientConfig): SanityClient =>
  createClient({ ...options, resolveFetch: () => listenerFetch } as ClientConfig);
