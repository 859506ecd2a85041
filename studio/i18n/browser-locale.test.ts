import { describe, expect, it } from 'vitest';

import { browserLocaleId, withBrowserLocaleLast } from './browser-locale';

const STUDIO = ['en-US', 'pt-PT', 'uk-UA'];
const LOCALES = STUDIO.map((id) => ({ id }));

describe('browserLocaleId', () => {
  it('takes the first browser language the Studio has, exactly or by language', () => {
    expect(browserLocaleId(STUDIO, ['pt-PT', 'en-US'])).toBe('pt-PT');
    expect(browserLocaleId(STUDIO, ['pt-br'])).toBe('pt-PT');
    expect(browserLocaleId(STUDIO, ['uk'])).toBe('uk-UA');
    expect(browserLocaleId(STUDIO, ['de-DE', 'ru', 'uk-UA', 'pt-PT'])).toBe('uk-UA');
    expect(browserLocaleId(STUDIO, ['en-GB', 'pt-PT'])).toBe('en-US');
  });

  it('finds nothing for languages the Studio does not have', () => {
    expect(browserLocaleId(STUDIO, ['de-DE', 'fr'])).toBeUndefined();
    expect(browserLocaleId(STUDIO, [])).toBeUndefined();
  });
});

describe('withBrowserLocaleLast', () => {
  it('moves the browser’s language to the end, where Sanity takes its default from', () => {
    expect(withBrowserLocaleLast(LOCALES, ['pt-PT']).map(({ id }) => id)).toEqual(['en-US', 'uk-UA', 'pt-PT']);
    expect(withBrowserLocaleLast(LOCALES, ['uk-UA']).map(({ id }) => id)).toEqual(['en-US', 'pt-PT', 'uk-UA']);
  });

  it('ends with English when the browser asks for nothing the Studio has', () => {
    expect(withBrowserLocaleLast(LOCALES, ['de-DE']).map(({ id }) => id)).toEqual(['pt-PT', 'uk-UA', 'en-US']);
    expect(withBrowserLocaleLast(LOCALES, []).map(({ id }) => id)).toEqual(['pt-PT', 'uk-UA', 'en-US']);
  });

  it('keeps the locale objects as they are', () => {
    const [english] = LOCALES;
    expect(withBrowserLocaleLast(LOCALES, ['en'])).toContain(english);
  });
});
