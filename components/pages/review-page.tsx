import { ReviewForm } from '@/components/booking/review-form';
import { Rating } from '@/components/reviews/review-list';
import {
  optOutPageHref,
  readBookingReview,
  shownReviewOutcome,
  type ReviewedBooking,
  type ReviewOutcome,
} from '@/lib/booking/server';
import { REVIEW_SHOWN_NAME_MAX_CHARS, REVIEW_TEXT_MAX_CHARS, type Locale } from '@/lib/constants';
import { getAppointmentContent, getSiteSettings } from '@/lib/content';
import { formatDate } from '@/lib/format';
import { localizedHref } from '@/lib/i18n/locale';
import { getIntl } from '@/lib/i18n/server';
import { reviewPath, SITE_PAGES } from '@/lib/seo/routes';
import {
  cardClasses,
  Detail,
  headingClasses,
  LinkPage,
  LinkStateCard,
  linkClasses,
  PhoneLine,
  type LinkPageSettings,
} from './link-page';

/** The page's name in its test ids and the phone's. */
const NAME = 'review';

/** The bound an outcome names, if any. */
const OUTCOME_MAX: Partial<Record<ReviewOutcome, number>> = {
  'text-too-long': REVIEW_TEXT_MAX_CHARS,
  'name-too-long': REVIEW_SHOWN_NAME_MAX_CHARS,
};

/**
 * The customer's page of a booking's review (the link in the review request): the visit it is
 * about, and the form to write the review, filled with the review sent before, until the owner
 * publishes it; after that the review as sent, no longer editable, and the phone. An expired or
 * made-up link says so and gives the phone, nothing more. After the form, its outcome is told in
 * the frame's status region (./link-page.tsx).
 */
export async function ReviewPageView({
  lang,
  token,
  outcome,
}: {
  lang: Locale;
  token: string;
  outcome: ReviewOutcome | null;
}) {
  const [state, settings] = await Promise.all([readBookingReview(token), getSiteSettings(lang)]);
  const intl = getIntl(lang);
  // The one heading for each state of the link; a valid link's review may be published.
  const title = intl.formatMessage({
    id:
      state.status !== 'valid'
        ? `review.${state.status}Title`
        : state.published
          ? 'review.publishedTitle'
          : 'review.title',
  });
  const told = shownReviewOutcome(outcome, state);
  return (
    <LinkPage
      lang={lang}
      name={NAME}
      title={title}
      path={reviewPath(token)}
      told={told ? intl.formatMessage({ id: `review.outcome.${told}` }, { max: OUTCOME_MAX[told] ?? 0 }) : null}
    >
      {state.status === 'valid' ? (
        <Review lang={lang} token={token} review={state.review} published={state.published} settings={settings} />
      ) : (
        // A link that opens no review names nobody and nothing of anyone's booking.
        <LinkStateCard
          lang={lang}
          name={NAME}
          text={intl.formatMessage({ id: `review.${state.status}Text` })}
          settings={settings}
        />
      )}
    </LinkPage>
  );
}

async function Review({
  lang,
  token,
  review,
  published,
  settings,
}: {
  lang: Locale;
  token: string;
  review: ReviewedBooking;
  published: boolean;
  settings: LinkPageSettings;
}) {
  const intl = getIntl(lang);
  const content = await getAppointmentContent(lang);
  const serviceTitle = content.serviceTitle(review.service);
  const { submitted } = review;
  return (
    <>
      <section aria-labelledby="review-visit" className={cardClasses}>
        <p className="text-lg text-ink">{intl.formatMessage({ id: 'review.intro' })}</p>
        <h2 id="review-visit" className={`mt-6 ${headingClasses}`}>
          {intl.formatMessage({ id: 'review.visitTitle' })}
        </h2>
        <dl className="mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-3" data-testid="review-visit">
          {serviceTitle ? <Detail label={intl.formatMessage({ id: 'review.service' })}>{serviceTitle}</Detail> : null}
          {review.vehicle ? (
            <Detail label={intl.formatMessage({ id: 'review.vehicle' })}>{review.vehicle}</Detail>
          ) : null}
          <Detail label={intl.formatMessage({ id: 'review.date' })}>
            <time dateTime={review.doneOn}>{formatDate(review.doneOn, lang)}</time>
          </Detail>
        </dl>
      </section>

      {published ? (
        <section aria-labelledby="review-form-title" className={cardClasses} data-testid="review-published">
          <h2 id="review-form-title" className={headingClasses}>
            {intl.formatMessage({ id: 'review.text' })}
          </h2>
          <p className="mt-4 text-ink">{intl.formatMessage({ id: 'review.publishedText' })}</p>
          {submitted ? (
            <figure className="mt-6 rounded-card bg-mist p-6">
              <Rating lang={lang} rating={submitted.rating} />
              <blockquote className="mt-4 whitespace-pre-line text-ink">
                <p>{submitted.text}</p>
              </blockquote>
              <figcaption className="mt-4 font-semibold text-ink">{submitted.shownName}</figcaption>
            </figure>
          ) : null}
          <div className="mt-6">
            <PhoneLine lang={lang} name={NAME} settings={settings} />
          </div>
        </section>
      ) : (
        <section aria-labelledby="review-form-title" className={cardClasses}>
          <h2 id="review-form-title" className={headingClasses}>
            {intl.formatMessage({ id: submitted ? 'review.editTitle' : 'review.formTitle' })}
          </h2>
          <p className="mt-4 text-slate">
            {submitted ? `${intl.formatMessage({ id: 'review.editNote' })} ` : null}
            {intl.formatMessage({ id: 'review.moderation' })}{' '}
            <a href={localizedHref(SITE_PAGES.privacyPolicy, lang)} className="font-semibold text-ink underline">
              {intl.formatMessage({ id: 'chrome.footer.privacyPolicy' })}
            </a>
          </p>
          <ReviewForm lang={lang} token={token} defaultName={review.defaultName} submitted={submitted} />
        </section>
      )}

      <p>
        <a href={optOutPageHref(token, lang)} className={linkClasses} data-testid="review-opt-out-link">
          {intl.formatMessage({ id: 'review.optOut.title' })}
        </a>
      </p>
    </>
  );
}
