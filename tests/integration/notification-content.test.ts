import { describe, expect, it } from 'vitest';
import {
  BOOKING_MAX_BODY_BYTES,
  BOOKING_PRICE_KEY_MAX_LENGTH,
  LOCALES,
  LOCALE_TAGS,
  RESPONSE_PROMISE_HOURS,
  SERVICE_EXTRAS_MAX,
  SERVICE_VALUES,
  VAT_REGIMES,
} from '@/lib/constants';
import { formatEuroCents } from '@/lib/format';
import { getMessages } from '@/lib/i18n/messages';
import { escapeHtml } from '../../supabase/functions/send-contact-notification/escape-html.ts';
import {
  euros,
  ownerNotification,
  visitorAcknowledgement,
} from '../../supabase/functions/send-contact-notification/mail-content.ts';
import type { NotificationPayload } from '../../supabase/functions/send-contact-notification/mail-content.ts';
import { ACKNOWLEDGEMENT_MESSAGES } from '../../supabase/functions/send-contact-notification/messages.ts';
import * as functionConstants from '../../supabase/functions/send-contact-notification/site-constants.ts';
import { STORED_ESTIMATE as estimate } from '../support/stored-estimate.ts';

// The function's pure modules (plain TypeScript, no Deno APIs), checked from Node.

const payload: NotificationPayload = {
  idempotency_key: '3b241101-e2bb-4255-8caf-4136c566a962',
  name: 'Olena',
  email: 'olena@example.com',
  phone: null,
  service: 'ppf',
  vehicle_size: null,
  extras: [],
  vehicle: null,
  date: '2030-05-17',
  message: null,
  language: 'uk',
};

describe("the function's copy of the spec constants", () => {
  it('matches lib/constants/index.ts', () => {
    expect(functionConstants.LOCALES).toEqual(LOCALES);
    expect(functionConstants.SERVICE_VALUES).toEqual(SERVICE_VALUES);
    expect(functionConstants.RESPONSE_PROMISE_HOURS).toBe(RESPONSE_PROMISE_HOURS);
    expect(functionConstants.BOOKING_MAX_BODY_BYTES).toBe(BOOKING_MAX_BODY_BYTES);
    expect(functionConstants.VAT_REGIMES).toEqual(VAT_REGIMES);
    expect(functionConstants.BOOKING_PRICE_KEY_MAX_LENGTH).toBe(BOOKING_PRICE_KEY_MAX_LENGTH);
    expect(functionConstants.SERVICE_EXTRAS_MAX).toBe(SERVICE_EXTRAS_MAX);
    for (const locale of LOCALES) {
      expect(functionConstants.LOCALE_TAGS[locale]).toEqual({
        html: LOCALE_TAGS[locale].html,
        label: LOCALE_TAGS[locale].label,
      });
    }
  });
});

describe('escapeHtml', () => {
  it('escapes the five HTML-significant characters', () => {
    expect(escapeHtml(`<a href="x" title='y'>&</a>`)).toBe(
      '&lt;a href=&quot;x&quot; title=&#39;y&#39;&gt;&amp;&lt;/a&gt;',
    );
  });

  it('leaves other text, including Cyrillic and accents, as it is', () => {
    expect(escapeHtml('Olá, Вітаємо!')).toBe('Olá, Вітаємо!');
  });

  it('escapes an ampersand once, not entities twice', () => {
    expect(escapeHtml('&lt;')).toBe('&amp;lt;');
  });
});

describe('acknowledgement texts', () => {
  it.each(LOCALES)('name every service in %s', (locale) => {
    const services = ACKNOWLEDGEMENT_MESSAGES[locale].services;
    expect(Object.keys(services).sort()).toEqual([...SERVICE_VALUES].sort());
    expect(Object.values(services).every((label) => label.trim() !== '')).toBe(true);
  });

  it('formats the preferred date in the visitor language', () => {
    expect(visitorAcknowledgement({ ...payload, language: 'pt' }, 'Garage').text).toContain('17 de maio de 2030');
    expect(visitorAcknowledgement(payload, 'Garage').text).toContain('17 травня 2030');
    expect(visitorAcknowledgement({ ...payload, language: 'en' }, 'Garage').text).toContain('17 May 2030');
  });

  it('promises the response time from the constants and signs with the sender name', () => {
    const mail = visitorAcknowledgement(payload, 'Caparica Detailing');
    expect(mail.text).toContain('24 годин');
    expect(mail.text.trimEnd().endsWith('Caparica Detailing')).toBe(true);
  });
});

describe('owner notification', () => {
  it('keeps line breaks out of the subject', () => {
    expect(ownerNotification({ ...payload, name: 'Ana\r\nBcc: x@example.com' }).subject).toBe(
      'New booking request: Ana Bcc: x@example.com',
    );
  });

  it('names the visitor language so the owner can answer in it', () => {
    expect(ownerNotification(payload).text).toContain('Language: Українська');
  });
});

describe('euros in the mails', () => {
  it.each(LOCALES)('are written as the site writes them in %s', (language) => {
    for (const cents of [0, 6_950, 25_000, 169_500, 10_000_000]) {
      expect(euros(cents, language)).toBe(formatEuroCents(cents, language));
    }
  });
});

describe('the estimate in the mails', () => {
  const withEstimate = { ...payload, vehicle_size: 'vehicleSize-suv', extras: ['serviceExtra-engine-bay'] };

  it.each(LOCALES)("words the VAT and the estimate in %s as the site's catalogs do", (language) => {
    const site = getMessages(language);
    const t = ACKNOWLEDGEMENT_MESSAGES[language];
    expect(t.vat).toEqual({ normal: site['price.vatIncluded'], exempt: site['price.vatExempt'] });
    expect(t.onRequest).toBe(site['booking.estimateOnRequest']);
    const amount = formatEuroCents(169_500, language);
    const line = site['booking.estimateFreeCollection']!.replace('{amount}', amount).replace('{vat}', t.vat.normal);
    // The form's line ("Estimate: …"), as the mail's row of that label.
    expect(visitorAcknowledgement({ ...withEstimate, language }, 'Garage', { estimate }).text).toContain(line);
  });

  it.each(LOCALES)('names the size and the extras in %s, from the price list, with their prices', (language) => {
    const t = ACKNOWLEDGEMENT_MESSAGES[language];
    const { text } = visitorAcknowledgement({ ...withEstimate, language }, 'Garage', { estimate });
    expect(text).toContain(`${t.labels.size}: SUV (${language})`);
    expect(text).toContain(`${t.labels.extras}: Engine bay (${language}) (${formatEuroCents(4_500, language)})`);
  });

  it('never says VAT included under the exemption, in any language, to the visitor or the owner', () => {
    const exempt = { ...estimate, vatRegime: 'exempt' as const };
    for (const language of LOCALES) {
      const t = ACKNOWLEDGEMENT_MESSAGES[language];
      const visitor = visitorAcknowledgement({ ...withEstimate, language }, 'Garage', { estimate: exempt });
      expect(visitor.text).toContain(t.vat.exempt);
      for (const included of Object.values(ACKNOWLEDGEMENT_MESSAGES).map((m) => m.vat.normal)) {
        expect(visitor.text).not.toContain(`, ${included}`);
      }
    }
    const owner = ownerNotification(withEstimate, { estimate: exempt });
    expect(owner.text).toContain('Estimate: €1,695, VAT exempt (art. 53 CIVA), with free collection and delivery');
    expect(owner.text).not.toContain('VAT included');
  });

  it('says a class on request is priced on request, without a total', () => {
    const onRequest = { ...estimate, sizeCents: null, totalCents: null, onRequest: true, freeCollection: false };
    const owner = ownerNotification(withEstimate, { estimate: onRequest });
    expect(owner.text).toContain('Estimate: Price on request for this vehicle size');
    expect(owner.text).not.toContain('€1,695');
  });

  it('shows the owner the keys as sent before any price list, and the visitor nothing of them', () => {
    const sent = {
      ...payload,
      vehicle_size: 'vehicleSize-van',
      extras: ['serviceExtra-odour', 'serviceExtra-pet-hair'],
    };
    expect(ownerNotification(sent).text).toContain(
      'Vehicle size: vehicleSize-van\nExtras: serviceExtra-odour, serviceExtra-pet-hair',
    );
    const visitor = visitorAcknowledgement({ ...sent, language: 'en' }, 'Garage');
    expect(visitor.text).not.toContain('vehicleSize-van');
    expect(visitor.text).not.toContain('serviceExtra');
  });
});
