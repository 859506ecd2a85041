import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/constants';
import { reviewRequestMail } from '../../supabase/functions/send-contact-notification/review-mail-content.ts';
import type { ReviewRequestContent } from '../../supabase/functions/send-contact-notification/review-mail-content.ts';
import { REVIEW_MESSAGES } from '../../supabase/functions/send-contact-notification/review-messages.ts';
import {
  linkToken,
  readLinkToken,
  reviewUrls,
} from '../../supabase/functions/send-contact-notification/signed-link.ts';
import { MAIL_TEXTS, reviewContent, SIGNED_BY_MAIL_TEXTS_BUSINESS } from '../support/appointment-mail.ts';

// The function's review request and its signed links (plain TypeScript, no Deno APIs), checked from
// Node: each link is read back with the module the site checks it with.

const SECRET = 'challenge-secret';
const NONCE = '3a7e9c14-5b2d-4f60-8e1a-9c0b2d4f6a81';
const SITE = MAIL_TEXTS.site_url;

async function reviewMail(overrides: Partial<ReviewRequestContent> = {}) {
  const content = reviewContent(overrides);
  const links = await reviewUrls(content.mail.site_url, SECRET, content.review_nonce, content.language);
  return { mail: reviewRequestMail(content, links), links };
}

/** The token of a review or opt-out link, checked the way the site checks it. */
async function reviewNonceOf(link: string) {
  const [, base, token, ...rest] = new URL(link).pathname.split('/');
  expect(`/${base}`).toBe('/review');
  expect(rest.length === 0 || rest.join('/') === 'opt-out').toBe(true);
  return readLinkToken('review-link', SECRET, token!);
}

describe('the review links', () => {
  it.each([
    ['en', ''],
    ['pt', '?lang=pt'],
    ['uk', '?lang=uk'],
  ] as const)(
    'lead to the review page and its opt-out under one token, in the language (%s)',
    async (language, query) => {
      const { review, optOut } = await reviewUrls(SITE, SECRET, NONCE, language);
      const token = await linkToken('review-link', SECRET, NONCE);
      expect(token).toMatch(/^[\w-]{43}$/);
      expect(review).toBe(`${SITE}/review/${token}${query}`);
      expect(optOut).toBe(`${SITE}/review/${token}/opt-out${query}`);
      expect(await reviewNonceOf(review)).toBe(NONCE);
      expect(await reviewNonceOf(optOut)).toBe(NONCE);
    },
  );

  it('open no manage page, and a manage token opens no review page: each purpose has its own key', async () => {
    const review = await linkToken('review-link', SECRET, NONCE);
    const manage = await linkToken('appointment-manage-link', SECRET, NONCE);
    // The nonce is the same; only the tag differs.
    expect(review.slice(0, 21)).toBe(manage.slice(0, 21));
    expect(review).not.toBe(manage);
    expect(await readLinkToken('appointment-manage-link', SECRET, review)).toBeNull();
    expect(await readLinkToken('review-link', SECRET, manage)).toBeNull();
    expect(await readLinkToken('review-link', 'another-secret', review)).toBeNull();
  });

  it('leave the manage tokens already in visitors’ mail as they were', async () => {
    // Signed by manage-link.ts before the review links existed.
    expect(await linkToken('appointment-manage-link', SECRET, '6f1c2b8e-93d4-4a57-b0c1-2d3e4f5a6b7c')).toBe(
      'bxwrjpPUSlewwS0-T1prfFJ4AIeJ1E9D8nKhIMjEiFI',
    );
  });
});

describe('the review request', () => {
  it.each([
    ['en', 'Caparica Detailing: thank you for your visit. How did we do?', 'en'],
    ['pt', 'Caparica Detailing: obrigado pela sua visita. Como correu?', 'pt-PT'],
    ['uk', 'Caparica Detailing: дякуємо за візит! Як усе пройшло?', 'uk'],
  ] as const)('thanks the visitor in their language (%s)', async (language, subject, lang) => {
    const { mail } = await reviewMail({ language });
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain(`<html lang="${lang}">`);
  });

  it('holds the thanks, the service and car, the review page until its date, Google, who we are and the opt-out', async () => {
    const { mail, links } = await reviewMail();
    expect(mail.text).toBe(
      [
        'Hello Olena Kovalenko,',
        '',
        'Thank you for trusting us with your car. Would you tell other drivers how it went? A rating and a few words take a minute, and every review, whatever it says, helps others choose and helps us do better.',
        '',
        'Your booking',
        'Service: Ceramic coating',
        'Vehicle: Tesla Model 3',
        '',
        'Write your review',
        'The page below is for your booking alone and works until 26 May 2027. You can come back to change your review until we publish it. We read every review before it appears on our site, under the name you choose.',
        links.review,
        '',
        'Also on Google',
        'You can also leave your review on Google:',
        'https://g.page/r/caparica-detailing/review',
        '',
        ...SIGNED_BY_MAIL_TEXTS_BUSINESS,
        '',
        'No more review requests',
        'We ask for a review once after each job. To receive no more review requests from us, follow this link.',
        links.optOut,
        '',
      ].join('\n'),
    );
    expect(mail.html).toContain(`<a href="${links.review}">Write a review</a>`);
    expect(mail.html).toContain('<a href="https://g.page/r/caparica-detailing/review">Review us on Google</a>');
    expect(mail.html).toContain(`<a href="${links.optOut}">Stop review requests</a>`);
    expect(mail).not.toHaveProperty('attachments');
  });

  it.each(LOCALES)(
    'links the review page and the opt-out in the language, and offers the opt-out to mail clients (%s)',
    async (language) => {
      const { mail, links } = await reviewMail({ language });
      const r = REVIEW_MESSAGES[language];
      for (const link of [links.review, links.optOut]) {
        expect(new URL(link).search).toBe(language === 'en' ? '' : `?lang=${language}`);
        expect(await reviewNonceOf(link)).toBe(NONCE);
        expect(mail.text).toContain(`\n${link}\n`);
      }
      expect(mail.html).toContain(`<a href="${links.review}">${r.reviewLink}</a>`);
      expect(mail.html).toContain(`<a href="${links.optOut}">${r.optOutLink}</a>`);
      // RFC 8058: the client POSTs `List-Unsubscribe=One-Click` to the opt-out page, no visit needed.
      expect(mail.headers).toEqual({
        'List-Unsubscribe': `<${links.optOut}>`,
        'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
      });
    },
  );

  it('says until when the link works on the garage’s calendar, in Portuguese and Ukrainian', async () => {
    // 23:30 UTC on 26 May is 00:30 on the 27th in Lisbon (summer time).
    const pt = await reviewMail({ language: 'pt', valid_until: '2027-05-26T23:30:00+00:00' });
    expect(pt.mail.text).toContain('funciona até 27 de maio de 2027.');
    expect(pt.mail.text).toContain('Serviço: Revestimento cerâmico\nViatura: Tesla Model 3\n');
    expect(pt.mail.text).toContain('Também pode deixar a sua avaliação no Google:');
    expect(pt.mail.text).toContain('Com os melhores cumprimentos,');
    const uk = await reviewMail({ language: 'uk' });
    expect(uk.mail.text).toContain('вона діє до 26 травня 2027 р.');
    expect(uk.mail.text).toContain('Вітаємо, Olena Kovalenko!');
    expect(uk.mail.text).toContain('Більше не надсилати прохань про відгук');
  });

  it('names the Google review page only when the owner set one, and leaves out what the booking did not name', async () => {
    const { mail } = await reviewMail({
      service: null,
      vehicle: null,
      mail: { ...reviewContent().mail, google_review_url: null },
    });
    expect(mail.text).not.toMatch(/Google|Your booking|Service:|Vehicle:/);
    expect(mail.html).not.toContain('Google');
    expect(mail.text).toContain('Write your review\n');
    const titled = await reviewMail({ mail: { ...reviewContent().mail, service_title: 'Ceramic Pro' } });
    expect(titled.mail.text).toContain('Service: Ceramic Pro\n');
  });

  it('is the same for every customer whatever the job: no rating asked before the review pages', async () => {
    const texts = await Promise.all(
      (['ppf', 'express-detail'] as const).map(async (service) => (await reviewMail({ service })).mail.text),
    );
    const [first, second] = texts.map((text) => text.replace(/^Service: .*$/m, ''));
    expect(first).toBe(second);
  });

  it('escapes everything the content or the visitor wrote, in the body and the subject, and links only to web addresses', async () => {
    const hostile = '<script>alert("x")</script> & \'y\'';
    const { mail } = await reviewMail({
      name: hostile,
      vehicle: hostile,
      mail: {
        ...reviewContent().mail,
        service_title: hostile,
        business: { ...MAIL_TEXTS.business, name: `${hostile}\r\nBcc: x@example.com`, map_url: 'javascript:alert(1)' },
        google_review_url: 'javascript:alert(2)',
      },
    });
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toMatch(/href="(?!https:)/);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;');
    expect(mail.subject).not.toMatch(/[\r\n]/);
    expect(mail.subject).toContain('Bcc: x@example.com');
  });
});
