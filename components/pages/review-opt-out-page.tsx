import { isReviewLink, optOutPageHref, type OptOutOutcome } from '@/lib/booking/server';
import type { Locale } from '@/lib/constants';
import { getSiteSettings } from '@/lib/content';
import { getIntl } from '@/lib/i18n/server';
import { reviewOptOutPath } from '@/lib/seo/routes';
import { buttonClasses } from '@/components/ui/button-styles';
import { cardClasses, LinkPage, LinkStateCard } from './link-page';

/** The page's name in its test ids and the phone's. */
const NAME = 'review-opt-out';

/**
 * The opt-out from review requests (the link at the foot of the review request): one sentence and
 * one button, then the confirmation. Opening it asks the database nothing and changes nothing (mail
 * scanners open links); the button is a plain form posting to this same address, which the route
 * handler answers (app/api/review/[token]/opt-out): it opts out and sends the browser back here with
 * the outcome, with or without JavaScript. A link whose signature fails, or whose booking is gone,
 * says it opens nothing.
 */
export async function ReviewOptOutPageView({
  lang,
  token,
  outcome,
}: {
  lang: Locale;
  token: string;
  outcome: OptOutOutcome | null;
}) {
  const [signed, settings] = await Promise.all([isReviewLink(token), getSiteSettings(lang)]);
  const intl = getIntl(lang);
  const state = !signed || outcome === 'invalid' ? 'invalid' : outcome === 'opted-out' ? 'opted-out' : 'open';
  const title = intl.formatMessage({
    id:
      state === 'invalid'
        ? 'review.invalidTitle'
        : state === 'opted-out'
          ? 'review.optOut.doneTitle'
          : 'review.optOut.title',
  });
  const told =
    state === 'open' && outcome === 'unavailable'
      ? intl.formatMessage({ id: 'review.optOut.outcome.unavailable' })
      : null;
  return (
    <LinkPage lang={lang} name={NAME} title={title} path={reviewOptOutPath(token)} told={told}>
      {state === 'open' ? (
        <section className={cardClasses}>
          <form method="post" action={optOutPageHref(token, lang)}>
            <p className="text-lg text-ink">{intl.formatMessage({ id: 'review.optOut.text' })}</p>
            <button type="submit" className={buttonClasses('dark', 'mt-6 w-full md:w-auto')}>
              {intl.formatMessage({ id: 'review.optOut.submit' })}
            </button>
          </form>
        </section>
      ) : (
        <LinkStateCard
          lang={lang}
          name={NAME}
          text={intl.formatMessage({ id: state === 'invalid' ? 'review.invalidText' : 'review.optOut.doneText' })}
          settings={settings}
        />
      )}
    </LinkPage>
  );
}
