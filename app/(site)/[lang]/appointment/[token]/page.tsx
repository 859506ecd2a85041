import type { Metadata } from 'next';
import { linkPageMetadata } from '@/components/pages/link-page';
import { AppointmentPageView } from '@/components/pages/appointment-page';
import { LINK_OUTCOME_PARAM, readOutcome } from '@/lib/booking/server';
import { localeParam } from '@/lib/i18n/locale-param';

type Props = {
  params: Promise<{ lang: string; token: string }>;
  searchParams: Promise<Record<string, string | string[] | undefined>>;
};

// One visitor's appointment, opened by the token in its mails' link: rendered on every request and
// never prerendered or stored (without this, a token page would be rendered once and kept in the
// ISR cache like a service page). proxy.ts gives it `Cache-Control: private, no-store`, a nonce
// policy and `X-Robots-Tag: noindex`, and status 404 for a token whose signature fails.
export const dynamic = 'force-dynamic';

export async function generateMetadata({ params }: Props): Promise<Metadata> {
  return linkPageMetadata(await localeParam(params), 'appointment.title');
}

export default async function AppointmentRoute({ params, searchParams }: Props) {
  const [lang, { token }, query] = await Promise.all([localeParam(params), params, searchParams]);
  return <AppointmentPageView lang={lang} token={token} outcome={readOutcome(query[LINK_OUTCOME_PARAM])} />;
}
