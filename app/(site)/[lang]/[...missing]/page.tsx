import { notFound } from 'next/navigation';

/**
 * A safety net only: proxy.ts rewrites unknown public paths onto the prerendered 404 page
 * (`../not-found-page`). What still lands here (an internal path the proxy does not see) gets the
 * localized not-found page with a 404 status, rendered in the browser from Next's error shell.
 */
export default function MissingPage(): never {
  notFound();
}
