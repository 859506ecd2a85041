/**
 * The Portuguese tax number: NIF for a person, NIPC for a company, the same nine digits either way,
 * the last a check digit over the first eight (mod 11, weights 9 down to 2). The Studio refuses a
 * number whose check digit is wrong, so a typo never reaches the footer or the structured data.
 */

const LENGTH = 9;

/** The check digit of the first eight digits: 11 − (weighted sum mod 11), where 10 and 11 give 0. */
export function nifCheckDigit(firstEight: string): number {
  const sum = [...firstEight].reduce((total, digit, index) => total + Number(digit) * (LENGTH - index), 0);
  const check = 11 - (sum % 11);
  return check >= 10 ? 0 : check;
}

/** What is wrong with `value` as a NIF/NIPC, or null when it is one (the Studio words it in its languages). */
export type NifIssue =
  | { kind: 'digits-only' }
  | { kind: 'length'; expected: number; length: number }
  | { kind: 'check-digit'; expected: number };

export function nifIssue(value: string): NifIssue | null {
  if (!/^\d*$/.test(value)) return { kind: 'digits-only' };
  if (value.length !== LENGTH) return { kind: 'length', expected: LENGTH, length: value.length };
  const expected = nifCheckDigit(value.slice(0, -1));
  return Number(value.at(-1)) === expected ? null : { kind: 'check-digit', expected };
}

/** Why `value` is not a NIF/NIPC, in words for the owner (English), or null when it is one. */
export function nifProblem(value: string): string | null {
  const issue = nifIssue(value);
  if (!issue) return null;
  switch (issue.kind) {
    case 'digits-only':
      return `A NIF/NIPC has digits only (no spaces, no "PT" prefix): ${value}`;
    case 'length':
      return `A NIF/NIPC has ${issue.expected} digits; ${value} has ${issue.length}`;
    case 'check-digit':
      return `NIF/NIPC ${value}: the check digit should be ${issue.expected}`;
  }
}

export const isValidNif = (value: string): boolean => nifProblem(value) === null;

/**
 * Whether the number is a person's (NIF) rather than a company's (NIPC): people's numbers start with
 * 1, 2 or 3 (45 for non-residents), so the footer names the number as the tax office does.
 */
export const isPersonalNif = (nif: string): boolean => /^(?:[123]|45)/.test(nif);

/** The EU VAT number of a Portuguese taxpayer: the NIF/NIPC behind the country prefix. */
export const vatId = (nif: string): string => `PT${nif}`;
