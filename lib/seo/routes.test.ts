import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  MANAGE_PATH,
  OPT_OUT_SEGMENT,
  REVIEW_PATH,
} from '../../supabase/functions/send-contact-notification/signed-link';
import {
  APPOINTMENT_PAGES_BASE,
  appointmentPath,
  bookServicePath,
  linkPage,
  NOT_FOUND_PAGE,
  REVIEW_OPT_OUT_SEGMENT,
  REVIEW_PAGES_BASE,
  reviewOptOutHandlerPath,
  reviewOptOutPath,
  reviewPath,
  servicePagePath,
  servicePageSlug,
  SITE_PAGES,
} from './routes';

const SITE_TREE = path.resolve(import.meta.dirname, '..', '..', 'app', '(site)', '[lang]');
/** The safety net below every path the proxy does not route (app/(site)/[lang]/[...missing]), no page of the table. */
const CATCH_ALL = '/[...missing]';
/** A token's shape (base64url); the route table takes any segment. */
const TOKEN = 'Zm9vYmFyYmF6cXV4cXV1eGZvb2JhcmJhenF1eHF1dXg';

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
    const dynamicPages = [
      servicePagePath('[slug]'),
      `${APPOINTMENT_PAGES_BASE}/[token]`,
      `${REVIEW_PAGES_BASE}/[token]`,
      `${REVIEW_PAGES_BASE}/[token]/${REVIEW_OPT_OUT_SEGMENT}`,
    ];
    const expected = [...Object.values(SITE_PAGES), NOT_FOUND_PAGE, ...dynamicPages].sort();
    expect((await pagePaths()).sort()).toEqual(expected);
  });

  it('knows the appointment page the mails link to, and reads its token from a path', () => {
    // The function cannot import the table: its own copy of the base must agree.
    expect(MANAGE_PATH).toBe(APPOINTMENT_PAGES_BASE);
    expect(appointmentPath(TOKEN)).toBe(`/appointment/${TOKEN}`);
    expect(linkPage(appointmentPath(TOKEN))).toEqual({ page: 'appointment', token: TOKEN });
    // One segment, whatever it holds: the page itself says a made-up token opens nothing.
    expect(appointmentPath('../a/b')).toBe('/appointment/..%2Fa%2Fb');
  });

  it('knows the review page and its opt-out the review mail links to, and reads their token from a path', () => {
    expect(REVIEW_PATH).toBe(REVIEW_PAGES_BASE);
    expect(OPT_OUT_SEGMENT).toBe(REVIEW_OPT_OUT_SEGMENT);
    expect(reviewPath(TOKEN)).toBe(`/review/${TOKEN}`);
    expect(reviewOptOutPath(TOKEN)).toBe(`/review/${TOKEN}/opt-out`);
    expect(reviewOptOutHandlerPath(TOKEN)).toBe(`/api/review/${TOKEN}/opt-out`);
    expect(linkPage(reviewPath(TOKEN))).toEqual({ page: 'review', token: TOKEN });
    expect(linkPage(reviewOptOutPath(TOKEN))).toEqual({ page: 'review-opt-out', token: TOKEN });
    expect(reviewOptOutPath('a/b')).toBe('/review/a%2Fb/opt-out');
  });

  it('reads no link page from any other path', () => {
    for (const path of [
      '/appointment',
      '/appointment/',
      '/appointment/a/',
      '/appointment/a/b',
      '/appointment/a/opt-out',
      '/appointments/a',
      '/review',
      '/review/',
      '/review/a/',
      '/review/a/b',
      '/review/a/opt-out/',
      '/review/a/opt-out/b',
      '/reviews/a',
      '/about',
    ])
      expect(linkPage(path), path).toBeNull();
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
