import { notFound } from 'next/navigation';
import type { Locale } from '@/lib/constants';
import { isLocale } from './locale';

/**
 * The `[lang]` segment as a Locale. The layout's `dynamicParams = false` already answers any other
 * value with a 404 before a page runs; this narrows the type, once for every route file.
 */
export async function localeParam(params: Promise<{ lang: string }>): Promise<Locale> {
  const { lang } = await params;
  if (!isLocale(lang)) notFound();
  return lang;
}
