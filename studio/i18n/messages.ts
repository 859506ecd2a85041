import type { LocalizedValidationMessages, ValidationContext } from 'sanity';

import enUS, { type StudioCatalog, type StudioMessageKey } from './en-US.ts';
import ptPT from './pt-PT.ts';
import ukUA from './uk-UA.ts';

export type { StudioCatalog, StudioMessageKey } from './en-US.ts';

/**
 * The project's own texts, as an i18next namespace of the Studio (registered by studio/i18n/plugin.tsx):
 * components read it with `useTranslation(STUDIO_NAMESPACE)`, config with `i18n.t(key, {ns})`.
 * Pure data and functions, so schemas (which Node and the tests load outside the Studio) can use it.
 */
export const STUDIO_NAMESPACE = 'caparica-studio';

/** The Studio's languages, as Sanity's locale ids: English (Sanity's default), Portuguese, Ukrainian. */
export const STUDIO_LOCALE_IDS = ['en-US', 'pt-PT', 'uk-UA'] as const;
export type StudioLocaleId = (typeof STUDIO_LOCALE_IDS)[number];
export const DEFAULT_STUDIO_LOCALE: StudioLocaleId = 'en-US';

export const STUDIO_CATALOGS: Record<StudioLocaleId, StudioCatalog> = { 'en-US': enUS, 'pt-PT': ptPT, 'uk-UA': ukUA };

export type MessageValues = Record<string, string | number>;

/** Fills `{{name}}` as Sanity's i18next does (no escaping: the Studio renders text, not HTML). */
export function interpolate(template: string, values: MessageValues = {}): string {
  return template.replace(/\{\{\s*(\w+)\s*\}\}/g, (whole, name: string) =>
    name in values ? String(values[name]) : whole,
  );
}

/** One text in one Studio language; an unknown language gets English. */
export function studioMessage(localeId: string, key: StudioMessageKey, values?: MessageValues): string {
  const catalog = STUDIO_CATALOGS[localeId as StudioLocaleId] ?? STUDIO_CATALOGS[DEFAULT_STUDIO_LOCALE];
  return interpolate(catalog[key], values);
}

/**
 * A validation message in every Studio language, for `rule.error(…)`/`.warning(…)` or as a custom
 * validator's result: Sanity shows the one of the person's Studio language (`localizeMessage` in
 * @sanity/validation), and English where it validates outside the Studio (CLI, tests).
 */
export function studioMessages(key: StudioMessageKey, values?: MessageValues): LocalizedValidationMessages {
  return Object.fromEntries(STUDIO_LOCALE_IDS.map((id) => [id, studioMessage(id, key, values)]));
}

/**
 * A validation message as a string in the language validation runs in, for results that need a
 * string (`{message, path}` aimed at one child): the Studio passes its locale as `context.i18n`;
 * outside the Studio (CLI, tests) that is Sanity's English fallback.
 */
export function studioMessageFor(
  context: Pick<ValidationContext, 'i18n'> | undefined,
  key: StudioMessageKey,
  values?: MessageValues,
): string {
  return studioMessage(context?.i18n?.currentLocale.id ?? DEFAULT_STUDIO_LOCALE, key, values);
}
