import type { FilterFieldFunction } from '@sanity/language-filter';

/** Translatable object types (`localeString`, `localeText`, `localeBlockContent`) share this prefix. */
export const LOCALE_TYPE_PREFIX = 'locale';

/** The slice of a schema definition this module reads: a type reference and its children. */
interface TypeDefinition {
  name?: string;
  type: string;
  fields?: readonly TypeDefinition[];
  of?: readonly TypeDefinition[];
}

/**
 * Document types that contain a translatable field at any depth, following named object types
 * (e.g. `accessibleImage` → `alt: localeString`). The language filter only makes sense on these,
 * and deriving the list keeps it right when the schema grows.
 */
export function documentTypesWithLocaleFields(types: readonly TypeDefinition[]): string[] {
  const byName = new Map(types.flatMap((t) => (t.name ? [[t.name, t] as const] : [])));

  const containsLocale = (def: TypeDefinition, visiting: ReadonlySet<string>): boolean => {
    if (def.type.startsWith(LOCALE_TYPE_PREFIX)) return true;
    const named = byName.get(def.type);
    if (named && !visiting.has(def.type) && containsLocale(named, new Set([...visiting, def.type]))) {
      return true;
    }
    return [...(def.fields ?? []), ...(def.of ?? [])].some((child) => containsLocale(child, visiting));
  };

  return types
    .filter((t) => t.type === 'document' && t.name !== undefined && containsLocale(t, new Set([t.name])))
    .map((t) => t.name as string);
}

/** Shows every non-translatable field, and a language member only while that language is selected. */
export const filterLocaleField: FilterFieldFunction = (enclosingType, member, selectedLanguageIds) =>
  !enclosingType.name.startsWith(LOCALE_TYPE_PREFIX) || selectedLanguageIds.includes(member.name);
