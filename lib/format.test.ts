import { describe, expect, it } from 'vitest';
import { formatEuros } from './format';

describe('formatEuros', () => {
  it('writes the free-delivery threshold the way each language does', () => {
    expect(formatEuros(350, 'en')).toBe('€350');
    expect(formatEuros(350, 'pt').replace(/\s/g, ' ')).toBe('350 €');
    expect(formatEuros(350, 'uk').replace(/\s/g, ' ')).toBe('350 €');
  });
});
