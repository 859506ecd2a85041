import type { Metadata } from 'next';
import { linkPageMetadata } from '@/components/pages/link-page';
import { ReviewOptOutPageView } from '@/components/pages/review-opt-out-page';
import { LINK_OUTCOME_PARAM, readOptOutOutcome } from '@/lib/booking/server';
import { localeParam } from '@/lib/i18n/locale-param';

type Props = {
  params: Promise<{ lang: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// The review request's opt-out, opened by the mail's link: rendered per request, never stored, with
// the proxy's headers and 404 for a bad signature, like the review page. Opening it changes nothing;
// a post to this address is the route handler's (app/api/review/[token]/opt-out, through proxy.ts).
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return linkPageMetadata(await localeParam(params), 'review.optOut.title');
}

export default async function ReviewOptOutRoute({ params, searchParams }: Props) {
  const [lang, { token }, query] = await Promise.all([localeParam(params), params, searchParams]);
  return <ReviewOptOutPageView lang={lang} token={token} outcome={readOptOutOutcome(query[LINK_OUTCOME_PARAM])} />;
}
