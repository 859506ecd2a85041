import { expect, type Page } from '@playwright/test';
import { getMessages } from '../../../lib/i18n/messages';
import { readDataset, type Locale } from './content';
import { blockTexts, type Block } from './site-pages';

/**
 * A Portuguese or Ukrainian page shows no English: neither a UI string from the catalogs nor a
 * content string of the dataset, wherever the translation differs from the English (so brand
 * names, places and other words that are the same in both languages are naturally allowed).
 */

const MIN_LENGTH = 4;

/** Literal text of an ICU message, split where arguments go ("Call us: {phone}" → "Call us:"). */
function literalParts(message: string): string[] {
  let text = message;
  // Remove innermost {…} groups until none is left (plural/select nest them).
  while (/\{[^{}]*\}/.test(text)) text = text.replace(/\{[^{}]*\}/g, '\u0000');
  return text
    .split('\u0000')
    .map((part) => part.trim())
    .filter((part) => part.length >= MIN_LENGTH);
}

function englishUiStrings(lang: Locale): string[] {
  const english = getMessages('en');
  const translated = getMessages(lang);
  return Object.entries(english)
    .filter(([key, value]) => translated[key] !== value)
    .flatMap(([, value]) => literalParts(value));
}

type LocaleObject = { _type: string; en?: unknown } & Partial<Record<Locale, unknown>>;

/**
 * English values of translatable fields whose translation differs, and the strings the dataset keeps
 * in one form for every language (postal address, business name, the registry office): those are
 * shown as they are everywhere, so they are never a leak even when a translated field spells the
 * same place differently, whole or inside them.
 */
function contentStrings(lang: Locale): { english: string[]; untranslated: string[] } {
  const found: string[] = [];
  const untranslated = new Set<string>();
  const visit = (value: unknown, key = '') => {
    if (typeof value === 'string' && !key.startsWith('_')) untranslated.add(value.trim());
    if (Array.isArray(value)) return value.forEach((item) => visit(item));
    if (!value || typeof value !== 'object') return;
    const object = value as LocaleObject;
    if (typeof object._type === 'string' && object._type.startsWith('locale')) {
      if (typeof object.en === 'string') {
        if (object[lang] !== object.en) found.push(object.en);
      } else if (Array.isArray(object.en)) {
        // Portable Text: compare block by block.
        const en = blockTexts(object.en as Block[]);
        const other = blockTexts((object[lang] as Block[] | undefined) ?? []);
        en.forEach((text, index) => {
          if (text !== other[index]) found.push(text);
        });
      }
      return;
    }
    Object.entries(object).forEach(([childKey, child]) => visit(child, childKey));
  };
  readDataset().forEach((doc) => visit(doc));
  return {
    english: found.map((text) => text.trim()).filter((text) => text.length >= MIN_LENGTH && !untranslated.has(text)),
    // Longest first, so a string is blanked out before one it contains.
    untranslated: [...untranslated].filter((text) => text.length >= MIN_LENGTH).sort((a, b) => b.length - a.length),
  };
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

const forbiddenByLang = new Map<Locale, { forbidden: string[]; untranslated: string[] }>();
function forbiddenStrings(lang: Locale) {
  let entry = forbiddenByLang.get(lang);
  if (!entry) {
    const content = contentStrings(lang);
    entry = {
      forbidden: [...new Set([...englishUiStrings(lang), ...content.english])],
      untranslated: content.untranslated,
    };
    forbiddenByLang.set(lang, entry);
  }
  return entry;
}

/** The page, loaded in Portuguese or Ukrainian, shows no English the reader can reach. */
export async function expectNoEnglish(page: Page, lang: Exclude<Locale, 'en'>) {
  const { forbidden, untranslated } = forbiddenStrings(lang);
  expect(forbidden.length).toBeGreaterThan(20);
  await page.waitForLoadState('load');
  const shown = await page.evaluate(() => {
    const texts: string[] = [];
    const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || ['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(parent.tagName)) continue;
      // Text in the DOM that the reader can reach: visible, or screen-reader-only (sr-only clips, not hides).
      if (parent.checkVisibility({ visibilityProperty: true }) && node.textContent?.trim())
        texts.push(node.textContent.trim());
    }
    for (const element of document.querySelectorAll('[aria-label],[alt],[title],[placeholder]')) {
      for (const attribute of ['aria-label', 'alt', 'title', 'placeholder']) {
        const value = element.getAttribute(attribute);
        if (value) texts.push(value);
      }
    }
    texts.push(document.title);
    return texts.join('\n');
  });
  // A word inside a one-form string (the registry office's name, say) is that string, not a leak.
  const translatedText = untranslated.reduce((text, same) => text.split(same).join('\n'), shown);
  const leaks = forbidden.filter((english) =>
    new RegExp(`(^|[^\\p{L}])${escape(english)}($|[^\\p{L}])`, 'u').test(translatedText),
  );
  expect(leaks, `English on ${page.url()}`).toEqual([]);
}
