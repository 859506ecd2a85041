import enUS from './en-US.ts';

/** Keys of the field descriptions in studio/i18n's catalogs. */
export type DescriptionKey = Extract<keyof typeof enUS, `description.${string}`>;

/**
 * A field description: the English text of `key`, which the Studio shows in the person's language
 * (studio/i18n/plugin.tsx finds the key again from the text). Descriptions stay strings, as Sanity's
 * schema validation asks ("non-string description … will not be supported in future versions"),
 * and as schema extraction and manifests read them.
 */
export const studioDescription = (key: DescriptionKey): string => enUS[key];
