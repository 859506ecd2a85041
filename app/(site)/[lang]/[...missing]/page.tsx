import { notFound } from 'next/navigation';

/** Any path the site does not have renders the localized not-found page with a 404 status. */
export default function MissingPage(): never {
  notFound();
}
