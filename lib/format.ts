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

/**
 * A calendar date (`2025-03-14`, as Sanity's date fields hold it) as each language writes it in
 * full: "March 14, 2025", "14 de março de 2025", "14 березня 2025 р.". Read as a UTC day, so the
 * server's time zone never moves it.
 */
export function formatDate(isoDate: string, lang: Locale): string {
  return new Intl.DateTimeFormat(LOCALE_TAGS[lang].html, { dateStyle: 'long', timeZone: 'UTC' }).format(
    new Date(`${isoDate}T00:00:00Z`),
  );
}
