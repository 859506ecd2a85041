import { describe, expect, it } from 'vitest';
import { formData as form } from '@/tests/support/form-data';
import { codePoints, readLinkForm, visitorText } from './form';

describe('readLinkForm', () => {
  it('reads the link and the language', () => {
    expect(readLinkForm(form({ token: 'abc', language: 'pt', other: 'x' }))).toEqual({ token: 'abc', lang: 'pt' });
  });

  it('falls back to English and an empty token for a forged or partial post', () => {
    expect(readLinkForm(form({ language: 'fr' }))).toEqual({ token: '', lang: 'en' });
    const data = new FormData();
    data.set('token', new Blob(['x']));
    expect(readLinkForm(data).token).toBe('');
  });
});

describe('visitorText', () => {
  it('keeps line breaks as LF, tabs as spaces, and drops other control characters', () => {
    expect(visitorText('  Friday\r\nor\rSaturday\tmorning\u0000\u0007\u009f  ')).toBe('Friday\nor\nSaturday morning');
  });

  it('is null when nothing is left', () => {
    expect(visitorText('')).toBeNull();
    expect(visitorText(' \r\n\t ')).toBeNull();
  });
});

describe('codePoints', () => {
  it('counts characters as the database does, not UTF-16 units', () => {
    expect(codePoints('abc')).toBe(3);
    expect(codePoints('😀😀')).toBe(2);
    expect(codePoints('Олена К.')).toBe(8);
  });
});
