import { describe, expect, it } from 'vitest';
import { formatEuros, listNumber } from './format';

describe('formatEuros', () => {
  it('writes the free-delivery threshold the way each language does', () => {
    expect(formatEuros(350, 'en')).toBe('€350');
    expect(formatEuros(350, 'pt').replace(/\s/g, ' ')).toBe('350 €');
    expect(formatEuros(350, 'uk').replace(/\s/g, ' ')).toBe('350 €');
  });
});

describe('listNumber', () => {
  it('pads to two digits, counting from one', () => {
    expect([0, 3, 9, 11].map(listNumber)).toEqual(['01', '04', '10', '12']);
  });
});
