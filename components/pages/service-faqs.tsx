import { ChevronDownIcon } from '@/components/layout/icons';
import { Reveal } from '@/components/ui/reveal';
import { SectionHeading } from '@/components/ui/section-heading';
import type { ServiceFaqsContent, ServicePageContent } from '@/lib/content';

/**
 * A service's frequently asked questions, each a native disclosure: it opens without JavaScript,
 * and its question is the button assistive technology announces. Nothing is shown without questions.
 */
export function ServiceFaqs({
  heading,
  faqs,
}: {
  heading: ServicePageContent['faqSection'];
  faqs: ServiceFaqsContent;
}) {
  if (faqs.length === 0) return null;
  return (
    <section aria-labelledby="faq" className="bg-paper py-20 md:py-28">
      <div className="mx-auto max-w-3xl px-5 md:px-8">
        <SectionHeading id="faq" eyebrow={heading?.eyebrow} title={heading?.title} intro={heading?.intro} />
        <Reveal className="mt-12 space-y-4">
          {faqs.map((faq) => (
            <details key={faq.id} className="faq-item">
              <summary>
                {faq.question}
                <ChevronDownIcon />
              </summary>
              <p>{faq.answer}</p>
            </details>
          ))}
        </Reveal>
      </div>
    </section>
  );
}
