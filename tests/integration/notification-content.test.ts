import { describe, expect, it } from 'vitest';
import { BOOKING_MAX_BODY_BYTES, LOCALES, LOCALE_TAGS, RESPONSE_PROMISE_HOURS, SERVICE_VALUES } from '@/lib/constants';
import { escapeHtml } from '../../supabase/functions/send-contact-notification/escape-html.ts';
import {
  ownerNotification,
  visitorAcknowledgement,
} from '../../supabase/functions/send-contact-notification/mail-content.ts';
import type { NotificationPayload } from '../../supabase/functions/send-contact-notification/mail-content.ts';
import { ACKNOWLEDGEMENT_MESSAGES } from '../../supabase/functions/send-contact-notification/messages.ts';
import * as functionConstants from '../../supabase/functions/send-contact-notification/site-constants.ts';

// The function's pure modules (plain TypeScript, no Deno APIs), checked from Node.

const payload: NotificationPayload = {
  idempotency_key: '3b241101-e2bb-4255-8caf-4136c566a962',
  name: 'Olena',
  email: 'olena@example.com',
  phone: null,
  service: 'ppf',
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
