import { expect, test } from '@playwright/test';
import { INTERIOR_DETAILING_SERVICE } from '../../lib/constants';
import {
  contentDocument,
  contentDocuments,
  inLang,
  LOCALES,
  localizedHref,
  type LocaleValue,
  INTERIOR_PAGE_ID,
} from './support/content';
import { SITE_PAGES } from './support/site-pages';

/** The interior detailing page's frequently asked questions: shown, opened without JavaScript, structured. */

type FaqDoc = { service: { _ref: string }; question: LocaleValue; answer: LocaleValue };
type InteriorDoc = { faqSection: { eyebrow: LocaleValue; title: LocaleValue; intro: LocaleValue } };

const faqs = contentDocuments<FaqDoc>('faq').filter(
  (faq) => faq.service._ref === `service-${INTERIOR_DETAILING_SERVICE}`,
);
const heading = contentDocument<InteriorDoc>(INTERIOR_PAGE_ID).faqSection;

type Node = { '@type': string } & Record<string, unknown>;

for (const lang of LOCALES) {
  test(`interior detailing (${lang}) answers its questions without JavaScript, and as FAQPage structured data`, async ({
    browser,
    baseURL,
  }) => {
    expect(faqs.length, 'the dataset has questions about interior detailing').toBeGreaterThan(0);
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false });
    const page = await context.newPage();
    await page.goto(localizedHref(SITE_PAGES.interiorDetail, lang));

    const section = page.getByRole('region', { name: inLang(heading.title, lang), exact: true });
    await expect(section.getByRole('heading', { level: 2 })).toHaveText(inLang(heading.title, lang));
    await expect(section.getByText(inLang(heading.eyebrow, lang), { exact: true })).toBeVisible();
    await expect(section.getByText(inLang(heading.intro, lang), { exact: true })).toBeVisible();

    const questions = section.locator('details > summary');
    await expect(questions).toHaveText(faqs.map((faq) => inLang(faq.question, lang)));
    for (const [index, faq] of faqs.entries()) {
      const answer = section.getByText(inLang(faq.answer, lang), { exact: true });
      await expect(answer).toBeHidden();
      await questions.nth(index).click();
      await expect(answer).toBeVisible();
    }
    // The keyboard closes one again: each question is a native, focusable disclosure.
    await questions.first().focus();
    await page.keyboard.press('Enter');
    await expect(section.getByText(inLang(faqs[0]!.answer, lang), { exact: true })).toBeHidden();

    const graphs = await page.locator('script[type="application/ld+json"]').allTextContents();
    const nodes = graphs.flatMap((text) => (JSON.parse(text) as { '@graph': Node[] })['@graph']);
    expect(nodes.filter((node) => node['@type'] === 'FAQPage')).toEqual([
      {
        '@type': 'FAQPage',
        mainEntity: faqs.map((faq) => ({
          '@type': 'Question',
          name: inLang(faq.question, lang),
          acceptedAnswer: { '@type': 'Answer', text: inLang(faq.answer, lang) },
        })),
      },
    ]);
    await context.close();
  });
}
