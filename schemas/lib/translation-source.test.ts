import { describe, expect, it } from 'vitest';

import { sourceHash, translatedFromEnglish } from './translation-source';

const block = (...spans: string[]) => ({
  _type: 'block',
  _key: spans.join('').slice(0, 12),
  style: 'normal',
  markDefs: [],
  children: spans.map((text, index) => ({ _type: 'span', _key: `s${index}`, text, marks: index ? ['strong'] : [] })),
});

describe('sourceHash', () => {
  it('is 32-bit FNV-1a of the UTF-8 text, as 8 hex digits', () => {
    // The published FNV-1a test vectors.
    expect(sourceHash('')).toBe('811c9dc5');
    expect(sourceHash('a')).toBe('e40c292c');
    expect(sourceHash('foobar')).toBe('bf9cf968');
    expect(sourceHash('Українська')).toMatch(/^[0-9a-f]{8}$/);
    expect(sourceHash('Українська')).not.toBe(sourceHash('Українськa'));
  });

  it('reads the visible text: Portable Text equals its plain text; keys, marks and spacing do not count', () => {
    const text = 'Two coats. Twelve months of gloss.';
    expect(sourceHash([block('Two coats. ', 'Twelve months of gloss.')])).toBe(sourceHash(text));
    expect(sourceHash(`  Two coats.\n Twelve  months of gloss. `)).toBe(sourceHash(text));
    expect(sourceHash('Two coats. Twelve months of shine.')).not.toBe(sourceHash(text));
    expect(sourceHash(undefined)).toBe(sourceHash(''));
  });

  it('records the same English for every translation of a seed value', () => {
    expect(translatedFromEnglish('Our services')).toEqual({
      pt: sourceHash('Our services'),
      uk: sourceHash('Our services'),
    });
  });
});
