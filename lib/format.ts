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

/** An amount in cents as each language writes euros, with cents only when there are any: "€45", "45,50 €". */
export function formatEuroCents(cents: number, lang: Locale): string {
  return new Intl.NumberFormat(LOCALE_TAGS[lang].html, {
    style: 'currency',
    currency: CURRENCY,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: cents % 100 === 0 ? 0 : 2,
  }).format(cents / 100);
}

/** A duration in minutes as each language writes it in words: "2 hours, 30 minutes", "45 minutos". */
export function formatDuration(minutes: number, lang: Locale): string {
  return new Intl.DurationFormat(LOCALE_TAGS[lang].html, { style: 'long' }).format({
    hours: Math.floor(minutes / 60),
    minutes: minutes % 60,
  });
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
