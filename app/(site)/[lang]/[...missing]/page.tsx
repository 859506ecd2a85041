import { notFound } from 'next/navigation';

/**
 * A safety net only: proxy.ts rewrites unknown public paths onto the prerendered 404 page
 * (`../not-found-page`). What still lands here (an internal path the proxy does not see) gets
 * ../not-found.tsx with a 404 status, rendered in the browser from Next's error shell: in English,
 * as Next gives not-found files no params.
 */
export default function MissingPage(): never {
  notFound();
}
