import type { Metadata } from 'next';
import { NotFoundContent } from '@/components/layout/not-found-content';
import { DEFAULT_LOCALE } from '@/lib/constants';

export const metadata: Metadata = { robots: { index: false } };

/** Only reached when a page's content is missing (unknown paths get not-found-page via proxy.ts). */
export default function NotFound() {
  return <NotFoundContent lang={DEFAULT_LOCALE} />;
}
