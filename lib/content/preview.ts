import 'server-only';
import { perspectiveCookieName } from '@sanity/preview-url-secret/constants';
import { cookies, draftMode } from 'next/headers';
import { cache } from 'react';

/**
 * The owner's preview: Next's draft mode, entered only through /api/draft-mode/enable with a
 * preview secret the Studio's Presentation tool created. Visitors never have it, so their pages
 * stay static and never read a draft. Click-to-edit comes from next-sanity's stega encoding of the
 * preview's texts (lib/content/fetch.ts), not from markup of the site's own.
 */

/** What a preview shows: drafts over published documents, or what is published (the Studio's switch). */
export type PreviewPerspective = 'drafts' | 'published';

/** The preview's perspective, or undefined for a visitor. */
export const previewPerspective = cache(async (): Promise<PreviewPerspective | undefined> => {
  if (!(await draftMode()).isEnabled) return undefined;
  const chosen = (await cookies()).get(perspectiveCookieName)?.value;
  return chosen === 'published' ? 'published' : 'drafts';
});
