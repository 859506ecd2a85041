import type { Locale } from '@/lib/constants';

/**
 * A feature's UI strings in the three languages side by side, so a translator sees the English
 * next to theirs. The type makes pt and uk carry exactly the keys of en.
 */
export type Catalog<K extends string> = Record<Locale, Record<K, string>>;

export function defineCatalog<K extends string>(catalog: {
  en: Record<K, string>;
  pt: Record<NoInfer<K>, string>;
  uk: Record<NoInfer<K>, string>;
}): Catalog<K> {
  return catalog;
}
