/**
 * The Content Lake a content script (migrations) writes to. With SANITY_PROJECT_ID (or
 * NEXT_PUBLIC_SANITY_PROJECT_ID) the hosted project, with SANITY_AUTH_TOKEN, a token with write
 * access (as `npm run content:import`); otherwise the local lake (`npm run lake`, or
 * `npm run local`), signed in as its owner account (CONTENT_LAKE_OWNER_EMAIL / _PASSWORD, or the
 * printed local defaults). Reads drafts too (`raw`): a migration moves them with their documents.
 */
import { createClient, type SanityClient } from '@sanity/client';

import { accountsFromEnv } from '../../stand-ins/sanity-content-lake/auth.ts';
import { signInToLake } from '../../stand-ins/sanity-content-lake/session.ts';
import { contentLake, DEFAULT_SITE_URL, publicEnv } from '../../lib/env/public.ts';

export async function lakeClient(dataset: string): Promise<{ client: SanityClient; where: string }> {
  const projectId = process.env.SANITY_PROJECT_ID?.trim() || process.env.NEXT_PUBLIC_SANITY_PROJECT_ID?.trim();
  let token = process.env.SANITY_AUTH_TOKEN?.trim() || undefined;
  // Hosted: NEXT_PUBLIC_SANITY_API_HOST if set, else Sanity's own API host. Local: the lake's.
  const apiHost = projectId ? publicEnv.sanityApiHost : contentLake.apiHost;
  if (projectId) {
    if (!token) throw new Error('Set SANITY_AUTH_TOKEN to a token with write access');
  } else {
    if (!apiHost) throw new Error('No Content Lake: set SANITY_PROJECT_ID, or run the local lake (npm run lake)');
    const owner = accountsFromEnv().find((account) => account.role === 'administrator')!;
    token ??= await signInToLake(apiHost, owner, `${DEFAULT_SITE_URL}/studio`).catch((error: unknown) => {
      throw new Error(`The local Content Lake at ${apiHost} did not sign the owner in (is it running?): ${error}`);
    });
  }
  const client = createClient({
    projectId: projectId ?? contentLake.projectId,
    dataset,
    apiVersion: contentLake.apiVersion,
    token,
    useCdn: false,
    perspective: 'raw',
    ...(apiHost ? { apiHost, useProjectHostname: false } : {}),
  });
  const where = `Dataset "${dataset}" of ${projectId ? `project ${projectId}` : `the local Content Lake (${apiHost})`}`;
  return { client, where };
}
