import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/constants';
import { formatRequestDate, mailtoHref, REPLY_TEMPLATES, replyLocale, replyMail } from './reply-templates';

const request = {
  name: ' Олена Коваленко ',
  email: 'olena+car@example.com',
  language: 'uk',
  serviceTitle: 'Керамічне покриття',
  preferredDate: '2026-12-30',
  businessName: 'Caparica Detailing',
};

describe('reply templates', () => {
  it('exist in every site language, each its own', () => {
    expect(Object.keys(REPLY_TEMPLATES).sort()).toEqual([...LOCALES].sort());
    const subjects = LOCALES.map((locale) => REPLY_TEMPLATES[locale].subject);
    expect(new Set(subjects).size).toBe(LOCALES.length);
  });

  it('write to the visitor in their language, by name, about the service and date they asked for', () => {
    const mail = replyMail(request);
    expect(mail.locale).toBe('uk');
    expect(mail.subject).toBe('Ваш запит на запис');
    expect(mail.body).toBe(
      [
        'Доброго дня, Олена Коваленко!',
        '',
        'Дякуємо за ваш запит на запис на послугу «Керамічне покриття». Бажана дата: 30 грудня 2026 р.',
        '',
        '…',
        '',
        'З повагою,',
        'Caparica Detailing',
      ].join('\n'),
    );
  });

  it('in Portuguese and English too, without the parts a request left empty', () => {
    const pt = replyMail({ ...request, name: 'João', language: 'pt', serviceTitle: null, preferredDate: null });
    expect(pt.body.split('\n').slice(0, 3)).toEqual(['Olá João,', '', 'Agradecemos o seu pedido de marcação.']);
    const en = replyMail({ ...request, name: 'Ana', language: 'en', serviceTitle: 'PPF', businessName: null });
    expect(en.body).toBe(
      'Hello Ana,\n\nThank you for your booking request for PPF. You asked for 30 December 2026.\n\n…\n\nKind regards,',
    );
  });

  it('open as a mailto: link a mail program reads back exactly (CRLF line breaks)', () => {
    const mail = replyMail(request);
    const url = new URL(mail.href);
    expect(url.protocol).toBe('mailto:');
    expect(url.pathname).toBe('olena%2Bcar@example.com');
    expect(decodeURIComponent(url.pathname)).toBe('olena+car@example.com');
    const params = new URLSearchParams(url.search.replace(/\+/g, '%2B'));
    expect(params.get('subject')).toBe(mail.subject);
    expect(params.get('body')).toBe(mail.body.replace(/\n/g, '\r\n'));
  });

  it('keep an address’s own ? and & from adding to the link', () => {
    expect(mailtoHref(' a?subject=x&b@example.com ')).toBe('mailto:a%3Fsubject%3Dx%26b@example.com');
  });

  it('fall back to the default language for requests stored without one', () => {
    expect(replyLocale(null)).toBe('en');
    expect(replyLocale('de')).toBe('en');
    expect(replyLocale('pt')).toBe('pt');
  });

  it('write dates as each language does', () => {
    expect(formatRequestDate('2026-03-05', 'en')).toBe('5 March 2026');
    expect(formatRequestDate('2026-03-05', 'pt')).toBe('5 de março de 2026');
    expect(formatRequestDate('2026-03-05', 'uk')).toMatch(/^5 березня 2026/);
    expect(formatRequestDate('not a date', 'en')).toBe('not a date');
  });
});
