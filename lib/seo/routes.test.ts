import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { MANAGE_PATH } from '../../supabase/functions/send-contact-notification/manage-link';
import {
  APPOINTMENT_PAGES_BASE,
  appointmentPath,
  appointmentToken,
  bookServicePath,
  NOT_FOUND_PAGE,
  servicePagePath,
  servicePageSlug,
  SITE_PAGES,
} from './routes';

const SITE_TREE = path.resolve(import.meta.dirname, '..', '..', 'app', '(site)', '[lang]');
/** The safety net below every path the proxy does not route (app/(site)/[lang]/[...missing]), no page of the table. */
const CATCH_ALL = '/[...missing]';

/** Public paths of the `page.tsx` files under the site's language tree, dynamic segments by their folder names. */
async function pagePaths(): Promise<string[]> {
  const entries = await readdir(SITE_TREE, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === 'page.tsx')
    .map((entry) => path.relative(SITE_TREE, entry.parentPath).split(path.sep).filter(Boolean))
    .map((segments) => `/${segments.join('/')}`)
    .filter((page) => page !== CATCH_ALL);
}

describe('the route table', () => {
  it('names every page of the site exactly, and nothing else (the 404 page aside)', async () => {
    const dynamicPages = [servicePagePath('[slug]'), `${APPOINTMENT_PAGES_BASE}/[token]`];
    const expected = [...Object.values(SITE_PAGES), NOT_FOUND_PAGE, ...dynamicPages].sort();
    expect((await pagePaths()).sort()).toEqual(expected);
  });

  it('knows the appointment page the mails link to, and reads its token from a path', () => {
    // The function cannot import the table: its own copy of the base must agree.
    expect(MANAGE_PATH).toBe(APPOINTMENT_PAGES_BASE);
    const token = 'Zm9vYmFyYmF6cXV4cXV1eGZvb2JhcmJhenF1eHF1dXg';
    expect(appointmentPath(token)).toBe(`/appointment/${token}`);
    expect(appointmentToken(appointmentPath(token))).toBe(token);
    // One segment, whatever it holds: the page itself says a made-up token opens nothing.
    expect(appointmentPath('../a/b')).toBe('/appointment/..%2Fa%2Fb');
    for (const path of ['/appointment', '/appointment/', '/appointment/a/b', '/appointments/a', '/about'])
      expect(appointmentToken(path), path).toBeNull();
  });

  it('reads the slug of a service page from its path, and only a well-formed one', () => {
    expect(servicePagePath('ceramic-coating')).toBe('/services/ceramic-coating');
    expect(servicePageSlug('/services/ceramic-coating')).toBe('ceramic-coating');
    expect(servicePageSlug('/services/ppf')).toBe('ppf');
    for (const path of [
      '/services',
      '/services/',
      '/services/a/b',
      '/services/Ceramic',
      '/services/a--b',
      '/services/-a',
      '/about',
    ])
      expect(servicePageSlug(path), path).toBeNull();
  });

  it('builds the booking link of a service', () => {
    expect(bookServicePath('ppf')).toBe('/?service=ppf#contact');
    expect(bookServicePath('a b')).toBe('/?service=a%20b#contact');
  });
});
