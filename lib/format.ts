import { CURRENCY, LOCALE_TAGS, type Locale } from '@/lib/constants';

/** Whole euros as each language writes them: "€350" (en), "350 €" (pt and uk). */
export function formatEuros(amount: number, lang: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[lang].html, {
    style: 'currency',
    currency: CURRENCY,
    // "350 €" in Ukrainian too (its default would be "350 EUR").
    currencyDisplay: 'narrowSymbol',
    maximumFractionDigits: 0,
  }).format(amount);
}

/** A numbered list's marker as the design shows it: 01, 02, … (index from 0). */
export function listNumber(index: number): string {
  return String(index + 1).padStart(2, '0');
}
