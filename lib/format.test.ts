import { describe, expect, it } from 'vitest';
import { formatDate, formatDuration, formatEuroCents, formatEuros, listNumber } from './format';

describe('formatEuros', () => {
  it('writes the free-delivery threshold the way each language does', () => {
    expect(formatEuros(350, 'en')).toBe('€350');
    expect(formatEuros(350, 'pt').replace(/\s/g, ' ')).toBe('350 €');
    expect(formatEuros(350, 'uk').replace(/\s/g, ' ')).toBe('350 €');
  });
});

describe('formatEuroCents', () => {
  it('writes an agreed price in euros, with cents only when it has some', () => {
    expect(formatEuroCents(45_000, 'en')).toBe('€450');
    expect(formatEuroCents(4_550, 'en')).toBe('€45.50');
    expect(formatEuroCents(4_505, 'pt').replace(/\s/g, ' ')).toBe('45,05 €');
    expect(formatEuroCents(0, 'uk').replace(/\s/g, ' ')).toBe('0 €');
  });
});

describe('formatDuration', () => {
  it('writes hours and minutes in words, leaving out a part that is zero', () => {
    expect(formatDuration(150, 'en')).toBe('2 hours, 30 minutes');
    expect(formatDuration(45, 'pt')).toBe('45 minutos');
    expect(formatDuration(120, 'uk')).toBe('2 години');
    expect(formatDuration(1440, 'en')).toBe('24 hours');
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
