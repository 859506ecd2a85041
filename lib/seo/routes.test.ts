import { readdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { bookServicePath, NOT_FOUND_PAGE, servicePagePath, servicePageSlug, SITE_PAGES } from './routes';

const SITE_TREE = path.resolve(import.meta.dirname, '..', '..', 'app', '(site)', '[lang]');

/** Public paths of the `page.tsx` files under the site's language tree; dynamic segments are no pages of the table. */
async function pagePaths(): Promise<string[]> {
  const entries = await readdir(SITE_TREE, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name === 'page.tsx')
    .map((entry) => path.relative(SITE_TREE, entry.parentPath).split(path.sep).filter(Boolean))
    .filter((segments) => !segments.some((segment) => segment.startsWith('[')))
    .map((segments) => `/${segments.join('/')}`);
}

describe('the route table', () => {
  it('names every page of the site exactly, and nothing else (the 404 page aside)', async () => {
    const expected = [...Object.values(SITE_PAGES), NOT_FOUND_PAGE].sort();
    expect((await pagePaths()).sort()).toEqual(expected);
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
