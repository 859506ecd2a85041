import 'server-only';
import { createDataAttribute } from 'next-sanity';
import { perspectiveCookieName } from '@sanity/preview-url-secret/constants';
import { cookies, draftMode } from 'next/headers';
import { cache } from 'react';
import type { Locale } from '@/lib/constants';
import type { ContentType } from './tags';
import { STUDIO_BASE_PATH } from '@/studio/project';

/**
 * The owner's preview: Next's draft mode, entered only through /api/draft-mode/enable with a
 * preview secret the Studio's Presentation tool created. Visitors never have it, so their pages
 * stay static and never read a draft.
 */

/** What a preview shows: drafts over published documents, or what is published (the Studio's switch). */
export type PreviewPerspective = 'drafts' | 'published';

/** The preview's perspective, or undefined for a visitor. */
export const previewPerspective = cache(async (): Promise<PreviewPerspective | undefined> => {
  if (!(await draftMode()).isEnabled) return undefined;
  const chosen = (await cookies()).get(perspectiveCookieName)?.value;
  return chosen === 'published' ? 'published' : 'drafts';
});

/** Where a text comes from: a document and the path of its field (the language is added). */
export interface EditSource {
  _id: string;
  _type: string;
}

/** A singleton document as an edit source: its id is its type. */
export const singletonSource = (type: ContentType): EditSource => ({ _id: type, _type: type });

/**
 * `data-sanity` values for click-to-edit in a preview (the overlay opens that field of that
 * document in the Studio); nothing for visitors, so their HTML carries no edit markers.
 */
export const getEditTargets = cache(async (lang: Locale) => {
  if (!(await previewPerspective())) return () => undefined;
  return (source: EditSource, path: string): string =>
    createDataAttribute({
      id: source._id,
      type: source._type,
      path: `${path}.${lang}`,
      baseUrl: STUDIO_BASE_PATH,
    }).toString();
});
