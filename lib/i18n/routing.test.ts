import { describe, expect, it } from 'vitest';
import { resolveLocaleRoute } from './routing';
import { localizedHref } from './locale';

const route = (path: string, cookie?: string) => resolveLocaleRoute(new URL(path, 'https://example.pt'), cookie);

describe('resolveLocaleRoute', () => {
  it('serves English without a parameter, an answer chosen by the (absent) cookie', () => {
    expect(route('/')).toEqual({ kind: 'rewrite', pathname: '/en', byCookie: true });
    expect(route('/about')).toEqual({ kind: 'rewrite', pathname: '/en/about', byCookie: true });
  });

  it('rewrites ?lang=pt and ?lang=uk to their prerendered tree and remembers the choice', () => {
    expect(route('/?lang=pt')).toEqual({ kind: 'rewrite', pathname: '/pt', rememberLocale: 'pt' });
    expect(route('/services/interior-detail?lang=uk')).toEqual({
      kind: 'rewrite',
      pathname: '/uk/services/interior-detail',
      rememberLocale: 'uk',
    });
  });

  it('redirects a remembered language to its public URL, keeping other parameters', () => {
    expect(route('/about?x=1', 'uk')).toEqual({
      kind: 'redirect',
      pathname: '/about',
      search: '?x=1&lang=uk',
      byCookie: true,
    });
  });

  it('drops ?lang=en (remembering English) and unknown languages', () => {
    expect(route('/about?lang=en', 'pt')).toEqual({
      kind: 'redirect',
      pathname: '/about',
      search: '',
      rememberLocale: 'en',
    });
    expect(route('/about?lang=fr')).toEqual({ kind: 'redirect', pathname: '/about', search: '' });
  });

  it('redirects internal language segments to the public URL', () => {
    expect(route('/pt/about')).toEqual({ kind: 'redirect', pathname: '/about', search: '?lang=pt' });
    expect(route('/en')).toEqual({ kind: 'redirect', pathname: '/', search: '' });
  });

  it('passes an explicit language before a remembered one', () => {
    expect(route('/?lang=pt', 'uk')).toMatchObject({ kind: 'rewrite', pathname: '/pt' });
  });
});

describe('localizedHref', () => {
  it('builds public URLs with the language parameter and the hash', () => {
    expect(localizedHref('/#contact', 'en')).toBe('/#contact');
    expect(localizedHref('/#contact', 'pt')).toBe('/?lang=pt#contact');
    expect(localizedHref('/about?lang=uk', 'en')).toBe('/about');
  });
});
