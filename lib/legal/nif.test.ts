import { describe, expect, it } from 'vitest';
import { isPersonalNif, isValidNif, nifCheckDigit, nifProblem, vatId } from './nif';

describe('nifCheckDigit', () => {
  it('is 11 minus the weighted sum (9 down to 2) mod 11', () => {
    // 1·9 + 2·8 + 3·7 + 4·6 + 5·5 + 6·4 + 7·3 + 8·2 = 156; 156 mod 11 = 2; 11 − 2 = 9.
    expect(nifCheckDigit('12345678')).toBe(9);
    // 5·9 + 9·(8 + 7 + … + 2) = 360; 360 mod 11 = 8; 11 − 8 = 3.
    expect(nifCheckDigit('59999999')).toBe(3);
  });

  it('is 0 where the subtraction gives 10 or 11', () => {
    // 5·9 + 1·7 + 4·6 + 4·5 + 2·4 + 6·3 = 122; 122 mod 11 = 1; 11 − 1 = 10 → 0.
    expect(nifCheckDigit('50144260')).toBe(0);
    // 1·9 + 1·2 = 11; 11 mod 11 = 0; 11 − 0 = 11 → 0.
    expect(nifCheckDigit('10000001')).toBe(0);
  });
});

describe('nifProblem', () => {
  it('accepts numbers whose last digit is their check digit', () => {
    for (const nif of ['123456789', '501442600', '100000010', '599999993']) {
      expect(nifProblem(nif), nif).toBeNull();
      expect(isValidNif(nif)).toBe(true);
    }
  });

  it('names the check digit a mistyped number should have', () => {
    expect(nifProblem('123456788')).toBe('NIF/NIPC 123456788: the check digit should be 9');
    expect(nifProblem('501442601')).toBe('NIF/NIPC 501442601: the check digit should be 0');
    expect(isValidNif('599999994')).toBe(false);
  });

  it('refuses a wrong length', () => {
    expect(nifProblem('12345678')).toBe('A NIF/NIPC has 9 digits; 12345678 has 8');
    expect(nifProblem('1234567890')).toBe('A NIF/NIPC has 9 digits; 1234567890 has 10');
  });

  it('refuses letters, spaces and the VAT prefix', () => {
    for (const value of ['12345678A', 'PT123456789', '123 456 789', '１２３４５６７８９']) {
      expect(nifProblem(value), value).toBe(`A NIF/NIPC has digits only (no spaces, no "PT" prefix): ${value}`);
    }
  });
});

describe('isPersonalNif', () => {
  it("tells a person's number (1, 2, 3, 45) from a company's or another body's", () => {
    expect(['123456789', '234567899', '345678909', '451234567'].map(isPersonalNif)).toEqual([true, true, true, true]);
    expect(['501442600', '599999993', '600000000', '412345678'].map(isPersonalNif)).toEqual([
      false,
      false,
      false,
      false,
    ]);
  });
});

describe('vatId', () => {
  it('puts the country prefix before the number', () => {
    expect(vatId('599999993')).toBe('PT599999993');
  });
});
