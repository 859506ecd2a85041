import { INBOX_CSV_COLUMNS, type InboxCsvColumn, type InboxCsvLabels } from '@/lib/booking/inbox';
import { LOCALE_TAGS, LOCALES } from '@/lib/constants';
import {
  DEFAULT_STUDIO_LOCALE,
  STUDIO_LOCALE_IDS,
  studioMessage,
  type StudioLocaleId,
  type StudioMessageKey,
} from '@/studio/i18n/messages';
import { contentLocale } from '@/studio/requests/format';
import { REQUEST_STATUS_VALUES } from './contract';

/** Each column's heading in the Studio catalogs. */
const HEADING_KEYS: Record<InboxCsvColumn, StudioMessageKey> = {
  stored: 'requests.csv.stored',
  status: 'requests.csv.status',
  name: 'requests.csv.name',
  email: 'requests.csv.email',
  phone: 'requests.csv.phone',
  service: 'requests.csv.service',
  vehicle: 'requests.csv.vehicle',
  vehicleSize: 'requests.csv.vehicle-size',
  extras: 'requests.csv.extras',
  estimate: 'requests.csv.estimate',
  preferredDate: 'requests.csv.preferred-date',
  language: 'requests.csv.language',
  message: 'requests.csv.message',
  note: 'requests.csv.note',
};

/** The Studio language the export is asked in (`?locale=pt-PT`), English when none or another. */
export function exportLocale(params: URLSearchParams): StudioLocaleId {
  const asked = params.get('locale');
  return (STUDIO_LOCALE_IDS as readonly string[]).includes(asked ?? '')
    ? (asked as StudioLocaleId)
    : DEFAULT_STUDIO_LOCALE;
}

/**
 * The CSV export in the owner's Studio language: headings and statuses as the tool shows them, the
 * visitor's language by its own name, the size and extras by the names the estimate stored in that
 * language, amounts as its spreadsheets read them (a decimal comma in Portuguese and Ukrainian).
 * Services stay as stored (their titles are content, in Sanity).
 */
export function csvLabels(locale: StudioLocaleId): InboxCsvLabels {
  return {
    headers: Object.fromEntries(
      INBOX_CSV_COLUMNS.map((column) => [column, studioMessage(locale, HEADING_KEYS[column])]),
    ),
    statuses: Object.fromEntries(
      REQUEST_STATUS_VALUES.map((status) => [status, studioMessage(locale, `requests.status.${status}`)]),
    ),
    languages: Object.fromEntries(LOCALES.map((language) => [language, LOCALE_TAGS[language].label])),
    contentLanguage: contentLocale(locale),
    amountLocale: locale,
    onRequest: studioMessage(locale, 'requests.estimate.on-request'),
  };
}
