import { createClient, type SanityClient } from '@sanity/client';
import { expect } from 'vitest';
import type { ContentLake } from '../../stand-ins/sanity-content-lake/server.ts';

/** The API version and dataset the site's client uses, and the Studio's origin as the lake's sign-in sees it. */
const API_VERSION = '2025-10-01';
export const API = `v${API_VERSION}`;
export const DATASET = 'production';
export const STUDIO_ORIGIN = 'http://localhost:3333';

/** The real @sanity/client against a local lake, as the site configures it (token and stega optional). */
export function clientFor(
  target: ContentLake,
  token?: string,
  stega?: { enabled: boolean; studioUrl: string },
): SanityClient {
  return createClient({
    apiHost: target.url,
    useProjectHostname: false,
    projectId: 'local',
    dataset: DATASET,
    apiVersion: API_VERSION,
    useCdn: false,
    token,
    stega,
  });
}

/** Sanity's sign-in: the provider form answers with a one-time sid in the return URL, traded for a token. */
export async function signIn(target: ContentLake, email: string, password: string): Promise<string> {
  const response = await fetch(
    `${target.url}/v1/auth/login/lake?origin=${encodeURIComponent(`${STUDIO_ORIGIN}/studio`)}`,
    { method: 'POST', body: new URLSearchParams({ email, password }), redirect: 'manual' },
  );
  expect(response.status).toBe(303);
  const location = new URL(response.headers.get('location') ?? '');
  expect(location.origin).toBe(STUDIO_ORIGIN);
  const sid = /sid=([^&]+)/.exec(location.hash)?.[1];
  expect(sid).toBeTruthy();
  const exchange = await fetch(`${target.url}/v1/auth/fetch?sid=${sid}`);
  expect(exchange.status).toBe(200);
  const { token } = (await exchange.json()) as { token: string };
  expect(token).toEqual(expect.any(String));
  return token;
}
