import { DOCUMENT_TYPES } from './document-types';

/**
 * Cache tags: one per document type of the schema (`sanity:<type>`), so a webhook for a changed
 * type revalidates exactly the pages that read that type. The types come from the schema itself
 * (document-types.ts, written by `npm run typegen`), so a new document type has its tag at once.
 */
export type ContentType = (typeof DOCUMENT_TYPES)[number];
export type CacheTag = `sanity:${ContentType}`;

/** The tags by type, as getters name them: `CACHE_TAGS.service`. */
export const CACHE_TAGS = Object.fromEntries(DOCUMENT_TYPES.map((type) => [type, `sanity:${type}`])) as {
  readonly [Type in ContentType]: `sanity:${Type}`;
};

const isContentType = (type: string): type is ContentType => Object.hasOwn(CACHE_TAGS, type);

/** Tags of a changed document type; unknown types (e.g. assets) revalidate nothing. */
export function tagsForDocumentType(type: string): CacheTag[] {
  return isContentType(type) ? [CACHE_TAGS[type]] : [];
}
