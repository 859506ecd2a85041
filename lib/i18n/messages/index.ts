import type { Locale } from '@/lib/constants';
import type { Catalog } from '../catalog';
import appointment from './appointment';
import booking from './booking';
import chrome from './chrome';
import common from './common';
import home from './home';
import media from './media';
import pages from './pages';
import review from './review';
import reviews from './reviews';

/** Every feature catalog; add a feature's file here. Keys are unique across features. */
export const catalogs = [common, booking, appointment, review, home, pages, media, chrome, reviews] as const;

/** Any UI string's id, e.g. 'booking.submit'. */
type KeysOf<C> = C extends Catalog<infer K> ? K : never;
export type MessageId = KeysOf<(typeof catalogs)[number]>;

export function getMessages(lang: Locale): Record<string, string> {
  return Object.assign({}, ...catalogs.map((catalog) => catalog[lang]));
}
