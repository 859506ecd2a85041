import { ReviewList } from '@/components/reviews/review-list';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import { getEditTargets, singletonSource, type HomePageContent, type ReviewsContent } from '@/lib/content';
import type { Locale } from '@/lib/constants';
import { getIntl } from '@/lib/i18n/server';
import { HOME_SECTIONS } from '@/lib/seo/routes';

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
  const edit = await getEditTargets(lang);
  const noteTarget = edit(singletonSource('homePage'), 'reviewsNote');
  return (
    <section id={HOME_SECTIONS.reviews} aria-labelledby="reviews-title" className="bg-mist py-20 md:py-28">
      <Reveal className="mx-auto max-w-6xl px-5 md:px-8">
        <SectionHeading
          titleSource={edit(singletonSource('homePage'), 'reviewsSection.title')}
          id="reviews-title"
          eyebrow={heading?.eyebrow}
          // A heading the owner has not written yet still names the section.
          title={heading?.title || getIntl(lang).formatMessage({ id: 'nav.reviews' })}
          intro={heading?.intro}
        />
        <ReviewList lang={lang} reviews={reviews} className="mt-12" />
        {note ? (
          <p
            className="mx-auto mt-10 max-w-2xl text-center text-sm leading-relaxed text-slate"
            {...(noteTarget && { 'data-sanity': noteTarget })}
          >
            {note}
          </p>
        ) : null}
      </Reveal>
    </section>
  );
}
