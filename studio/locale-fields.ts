import type { FilterFieldFunction } from '@sanity/language-filter';

import { ORIGINAL_LANGUAGE_FIELD } from '../schemas/lib/original-language';

/** Translatable object types (`localeString`, `localeText`, `localeBlockContent`) share this prefix. */
export const LOCALE_TYPE_PREFIX = 'locale';

/** The slice of a schema definition this module reads: a type reference and its children. */
export interface TypeDefinition {
  name?: string;
  type: string;
  title?: string;
  fields?: readonly TypeDefinition[];
  of?: readonly TypeDefinition[];
}

/**
 * One step from a document down to a translatable field: into a named field, or into every item of
 * an array (only items of `itemType` when the array allows several member types).
 */
export type LocaleFieldStep = { field: string; title: string } | { itemType: string | null };

/** Where a document type holds a translatable value (a locale object). */
export interface LocaleFieldPath {
  documentType: string;
  steps: LocaleFieldStep[];
}

/**
 * Every translatable field of every document type, at any depth: inside inline and named object
 * types (e.g. `accessibleImage` → `alt`) and arrays of them. Derived from the schema, so a new type
 * with locale fields needs no list to be updated.
 */
export function localeFieldPaths(types: readonly TypeDefinition[]): LocaleFieldPath[] {
  const byName = new Map(types.flatMap((t) => (t.name ? [[t.name, t] as const] : [])));

  const walk = (def: TypeDefinition, steps: LocaleFieldStep[], visiting: ReadonlySet<string>): LocaleFieldStep[][] => {
    if (def.type.startsWith(LOCALE_TYPE_PREFIX)) return [steps];
    const named = visiting.has(def.type) ? undefined : byName.get(def.type);
    const within = named ? new Set([...visiting, def.type]) : visiting;
    return [named, def].flatMap((source) => {
      const members = source?.of ?? [];
      return [
        ...(source?.fields ?? []).flatMap((field) =>
          walk(field, [...steps, { field: field.name!, title: field.title ?? field.name! }], within),
        ),
        ...members
          .map((member) =>
            walk(member, [...steps, { itemType: members.length > 1 ? (member.name ?? member.type) : null }], within),
          )
          .flat(),
      ];
    });
  };

  return types
    .filter((t) => t.type === 'document' && t.name !== undefined)
    .flatMap((document) =>
      walk(document, [], new Set([document.name!])).map((steps) => ({ documentType: document.name!, steps })),
    );
}

/**
 * Document types that contain a translatable field. The language filter only makes sense on these,
 * and deriving the list keeps it right when the schema grows.
 */
export function documentTypesWithLocaleFields(types: readonly TypeDefinition[]): string[] {
  return [...new Set(localeFieldPaths(types).map((path) => path.documentType))];
}

/**
 * The document types the language filter narrows: those with translatable fields, less those
 * written in a language of their own (reviews, ORIGINAL_LANGUAGE_FIELD). Their original may be any
 * language, and a filter that hid it (English is the filter's one fixed language) would leave the
 * owner an empty English field and the required text out of sight; their forms show every language.
 */
export function languageFilterDocumentTypes(types: readonly TypeDefinition[]): string[] {
  const withOriginalLanguage = new Set(
    types
      .filter(
        (type) => type.type === 'document' && type.fields?.some((field) => field.name === ORIGINAL_LANGUAGE_FIELD),
      )
      .map((type) => type.name),
  );
  return documentTypesWithLocaleFields(types).filter((type) => !withOriginalLanguage.has(type));
}

/** Shows every non-translatable field, and a language member only while that language is selected. */
export const filterLocaleField: FilterFieldFunction = (enclosingType, member, selectedLanguageIds) =>
  !enclosingType.name.startsWith(LOCALE_TYPE_PREFIX) || selectedLanguageIds.includes(member.name);
