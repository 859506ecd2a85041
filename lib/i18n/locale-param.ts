import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/constants';
import { isLocale } from './locale';

/**
 * The `[lang]` segment as a Locale, or a 404 for any other value (the proxy only ever rewrites to
 * the three languages; this narrows the type and guards a direct hit), once for every route file.
 */
export async function localeParam(params: Promise<{ lang: string }>): Promise<Locale> {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return lang;
}
