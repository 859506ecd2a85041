/**
 * Cache tags: one per Sanity document type, so a webhook for a changed type revalidates exactly
 * the pages that read that type.
 */
export const CACHE_TAGS = {
  siteSettings: 'sanity:siteSettings',
  homePage: 'sanity:homePage',
  service: 'sanity:service',
  galleryImage: 'sanity:galleryImage',
  video: 'sanity:video',
  aboutPage: 'sanity:aboutPage',
  interiorDetailPage: 'sanity:interiorDetailPage',
  legalPage: 'sanity:legalPage',
} as const;

export type ContentType = keyof typeof CACHE_TAGS;
export type CacheTag = (typeof CACHE_TAGS)[ContentType];

/** Tags of a changed document type; unknown types (e.g. assets) revalidate nothing. */
export function tagsForDocumentType(type: string): CacheTag[] {
  return Object.hasOwn(CACHE_TAGS, type) ? [CACHE_TAGS[type as ContentType]] : [];
}
