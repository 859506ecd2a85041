import { ReviewList } from '@/components/reviews/review-list';
import { SectionShell } from '@/components/ui/section-shell';
import { homeSection } from './home-section';
import type { HomePageContent, ReviewsContent } from '@/lib/content';
import type { Locale } from '@/lib/constants';
import { getIntl } from '@/lib/i18n/server';

type Props = {
  lang: Locale;
  heading: HomePageContent['page']['reviewsSection'];
  /** Whether and how the owner checks reviews, as EU consumer law asks of a trader showing them. */
  note: HomePageContent['page']['reviewsNote'];
  reviews: ReviewsContent;
};

/**
 * The home page's customer reviews (issue 37), after the gallery: the heading, the reviews in the
 * owner's order, and the owner's note on how reviews are checked (Directive 2019/2161). Nothing at
 * all while no review is published; the header and footer link here only then too.
 */
export async function ReviewsSection({ lang, heading, note, reviews }: Props) {
  if (reviews.length === 0) return null;
  const section = homeSection('reviews');
  // A heading the owner has not written yet still names the section.
  const untitled = getIntl(lang).formatMessage({ id: 'nav.reviews' });
  return (
    <SectionShell
      {...section}
      className="bg-mist py-20 md:py-28"
      layout="column"
      heading={heading}
      fallbackTitle={untitled}
    >
      <ReviewList lang={lang} reviews={reviews} className="mt-12" />
      {note ? <p className="mx-auto mt-10 max-w-2xl text-center text-sm leading-relaxed text-slate">{note}</p> : null}
    </SectionShell>
  );
}
