import { describe, expect, it } from 'vitest';
import { formatDate, formatEuros, listNumber } from './format';

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

describe('formatDate', () => {
  it('writes a calendar date in full as each language does, on that day whatever the time zone', () => {
    expect(formatDate('2025-03-14', 'en')).toBe('March 14, 2025');
    expect(formatDate('2025-03-14', 'pt')).toBe('14 de março de 2025');
    expect(formatDate('2025-03-14', 'uk')).toBe('14 березня 2025 р.');
    expect(formatDate('2025-01-01', 'en')).toBe('January 1, 2025');
  });
});
