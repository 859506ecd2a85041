import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { localeParam } from '@/lib/i18n/locale-param';

export const metadata: Metadata = { robots: { index: false } };

/**
 * The localized 404 page, prerendered per language like every other page. proxy.ts rewrites any
 * unknown public path here with status 404, so the server HTML is the whole page (header, text,
 * footer) and it carries a hash-based policy from the ISR cache. A `notFound()` thrown while
 * rendering would give only Next's empty error shell, its content in the flight data alone
 * (vercel/next.js#62228), i.e. a blank page without JavaScript. Not a public URL: proxy.ts
 * redirects `/en/not-found-page` to `/not-found-page`, which is itself unknown, hence a 404.
 */
export default async function NotFoundRoute({ params }: { params: Promise<{ lang: string }> }) {
  const lang = await localeParam(params);
  return <NotFoundContent lang={lang} />;
}
