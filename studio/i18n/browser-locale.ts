/**
 * Which Studio language a browser asks for: the first of its languages (`navigator.languages`, in
 * the person's order) that the Studio has, matched exactly ("pt-PT") or by language ("pt-BR", "pt"
 * → pt-PT; "uk" → uk-UA; "en-GB" → en-US); undefined when none matches.
 */
export function browserLocaleId(available: readonly string[], languages: readonly string[]): string | undefined {
  const lower = (tag: string) => tag.toLowerCase();
  const language = (tag: string) => lower(tag).split('-')[0];
  for (const tag of languages) {
    const exact = available.find((id) => lower(id) === lower(tag));
    if (exact) return exact;
    const sameLanguage = available.find((id) => language(id) === language(tag));
    if (sameLanguage) return sameLanguage;
  }
  return undefined;
}

/** The browser's languages; none where there is no browser (the Sanity CLI evaluating the config). */
export function browserLanguages(): readonly string[] {
  if (typeof navigator === 'undefined') return [];
  return navigator.languages?.length ? navigator.languages : navigator.language ? [navigator.language] : [];
}

/**
 * The locales with the browser's language moved to the end. Sanity starts a Studio in the language
 * stored for this browser, else in the *last* configured locale (`getI18NextOptions`); moving the
 * browser's match there makes that default the browser's language (English when nothing matches).
 */
export function withBrowserLocaleLast<L extends { id: string }>(
  locales: readonly L[],
  languages: readonly string[],
  fallbackId = 'en-US',
): L[] {
  const wanted = browserLocaleId(
    locales.map((locale) => locale.id),
    languages,
  );
  const last = locales.find((locale) => locale.id === (wanted ?? fallbackId));
  return last ? [...locales.filter((locale) => locale !== last), last] : [...locales];
}
