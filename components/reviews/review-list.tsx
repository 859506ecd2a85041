import { ICON_SPRITE_URL } from '@/components/layout/icons';
import { LOCALE_TAGS, REVIEW_RATING, type Locale } from '@/lib/constants';
import type { ReviewsContent } from '@/lib/content';
import { formatDate } from '@/lib/format';
import { getIntl } from '@/lib/i18n/server';

const STARS = Array.from({ length: REVIEW_RATING.max }, (_, index) => index + 1);
/** One star's cell in the row, in the sprite's 24-unit grid. */
const STAR_CELL = 24;

/**
 * The rating drawn as a row of stars, filled up to it and outlined after it (told apart by shape,
 * not by a paler colour), in one `<svg>` of the sprite's `star` and `star-outline` symbols.
 * Decorative: the words beside it carry the rating.
 */
export function Stars({ rating }: { rating: number }) {
  return (
    <svg
      width={REVIEW_RATING.max * 20}
      height={20}
      viewBox={`0 0 ${REVIEW_RATING.max * STAR_CELL} ${STAR_CELL}`}
      strokeWidth={1.8}
      aria-hidden="true"
    >
      {STARS.map((star) => (
        <use
          key={star}
          href={`${ICON_SPRITE_URL}#${star > rating ? 'star-outline' : 'star'}`}
          x={(star - 1) * STAR_CELL}
          width={STAR_CELL}
          height={STAR_CELL}
        />
      ))}
    </svg>
  );
}

/** A review's rating as its row of stars, with its words for screen readers ("Rated 4 out of 5"). */
export function Rating({ lang, rating }: { lang: Locale; rating: number }) {
  return (
    <p className="flex text-gold-deep">
      <Stars rating={rating} />
      <span className="sr-only">
        {getIntl(lang).formatMessage({ id: 'reviews.rating' }, { rating, max: REVIEW_RATING.max })}
      </span>
    </p>
  );
}

/**
 * Customer reviews as cards, from `getReviews` (lib/content): on the home page's reviews section and
 * on a service's page (`showService` off there, since every review is about that service). Each
 * card: the rating as stars with its words for screen readers ("Rated 4 out of 5"), the customer's
 * words, then who, which car and service, when, and where the review came from ("Via Google").
 *
 * A review with no translation into the page's language shows in its original language: marked
 * ("Written in Portuguese", in the page's language) and with `lang` on the quote, so screen
 * readers and hyphenation read it in its own language.
 *
 * No structured data on purpose: Google treats Review/AggregateRating markup that a business puts
 * about itself on its own site as self-serving and shows no stars for it (its review snippet
 * guidelines), so none is written here or on the business (lib/seo/json-ld.ts). No third-party
 * widget either: the reviews are the owner's documents, rendered on the server.
 */
export async function ReviewList({
  lang,
  reviews,
  showService = true,
  className,
}: {
  lang: Locale;
  reviews: ReviewsContent;
  showService?: boolean;
  className?: string;
}) {
  if (reviews.length === 0) return null;
  const intl = getIntl(lang);
  return (
    <ul className={['grid gap-6 md:grid-cols-2 lg:grid-cols-3', className].filter(Boolean).join(' ')}>
      {reviews.map((review) => {
        const about = [review.vehicle, showService ? review.service?.title : null].filter(Boolean).join(' · ');
        const when = review.date ? formatDate(review.date, lang) : null;
        const via = review.source ? intl.formatMessage({ id: `reviews.source.${review.source}` }) : null;
        return (
          <li key={review.id} className="rounded-card bg-paper p-7 shadow-card">
            <figure className="flex h-full flex-col">
              <Rating lang={lang} rating={review.rating} />
              <blockquote
                className="mt-4 leading-relaxed text-pretty text-ink"
                {...(review.untranslated ? { lang: LOCALE_TAGS[review.textLang].html } : {})}
              >
                <p>{review.text}</p>
              </blockquote>
              {review.untranslated ? (
                <p className="mt-2 text-sm text-slate">
                  {intl.formatMessage({ id: `reviews.writtenIn.${review.textLang}` })}
                </p>
              ) : null}
              <figcaption className="mt-auto pt-6 text-sm text-slate">
                <p className="text-base font-semibold text-ink">{review.name}</p>
                {about ? <p>{about}</p> : null}
                {when || via ? (
                  <p>
                    {when ? <time dateTime={review.date!}>{when}</time> : null}
                    {when && via ? ' · ' : null}
                    {via}
                  </p>
                ) : null}
              </figcaption>
            </figure>
          </li>
        );
      })}
    </ul>
  );
}
