import type { Metadata } from 'next';
import { linkPageMetadata } from '@/components/pages/link-page';
import { ReviewPageView } from '@/components/pages/review-page';
import { LINK_OUTCOME_PARAM, readReviewOutcome } from '@/lib/booking/server';
import { localeParam } from '@/lib/i18n/locale-param';

type Props = {
  params: Promise<{ lang: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// A customer's review of one booking, opened by the token in the review request's link: rendered on
// every request and never prerendered or stored, like the appointment page. proxy.ts gives it
// `Cache-Control: private, no-store`, a nonce policy and `X-Robots-Tag: noindex`, and status 404
// for a token whose signature fails.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return linkPageMetadata(await localeParam(params), 'review.title');
}

export default async function ReviewRoute({ params, searchParams }: Props) {
  const [lang, { token }, query] = await Promise.all([localeParam(params), params, searchParams]);
  return <ReviewPageView lang={lang} token={token} outcome={readReviewOutcome(query[LINK_OUTCOME_PARAM])} />;
}
