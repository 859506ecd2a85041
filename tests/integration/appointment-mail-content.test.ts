import ICAL from 'ical.js';
import { lisbonDayTime } from '../../lib/booking/lisbon-time.ts';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@/lib/constants';
import {
  ownerAppointmentMail,
  visitorAppointmentMail,
} from '../../supabase/functions/send-contact-notification/appointment-mail-content.ts';
import type {
  AppointmentMailContent,
  VisitorMailKind,
} from '../../supabase/functions/send-contact-notification/appointment-mail-content.ts';
import { APPOINTMENT_MESSAGES } from '../../supabase/functions/send-contact-notification/appointment-messages.ts';
import { appointmentContent, MAIL_TEXTS, SIGNED_BY_MAIL_TEXTS_BUSINESS } from '../support/appointment-mail.ts';

// The function's appointment mails and their calendar file (plain TypeScript, no Deno APIs), checked
// from Node; the calendar file is read back with ical.js, a kept iCalendar parser.

const MANAGE_LINK = 'https://caparica-detailing.example/appointment/token?lang=pt';
const NOW = new Date('2027-03-01T12:00:00Z');
const context = { organizerEmail: 'bookings@caparica-detailing.example', now: NOW };

const visitorMail = (
  kind: VisitorMailKind,
  overrides: Partial<AppointmentMailContent> = {},
  manageLink: string | null = MANAGE_LINK,
) => visitorAppointmentMail(kind, appointmentContent(overrides), { ...context, manageLink });

function calendarOf(mail: ReturnType<typeof visitorMail>) {
  const [attachment, ...more] = mail.attachments;
  expect(more).toEqual([]);
  const text = Buffer.from(attachment!.content, 'base64').toString('utf8');
  const calendar = new ICAL.Component(ICAL.parse(text));
  const vevent = calendar.getFirstSubcomponent('vevent')!;
  return { attachment: attachment!, text, calendar, vevent, event: new ICAL.Event(vevent) };
}

describe("the visitor's appointment mails", () => {
  it.each([
    ['en', 'confirmed', 'Appointment confirmed: Saturday, 27 March 2027 at 10:00'],
    ['en', 'rescheduled', 'Appointment moved to Saturday, 27 March 2027 at 10:00'],
    ['en', 'cancelled', 'Appointment cancelled: Saturday, 27 March 2027 at 10:00'],
    ['en', 'reminder', 'Reminder: your appointment on Saturday, 27 March 2027 at 10:00'],
    ['pt', 'confirmed', 'Marcação confirmada: sábado, 27 de março de 2027, às 10:00'],
    ['pt', 'rescheduled', 'Marcação alterada para sábado, 27 de março de 2027, às 10:00'],
    ['pt', 'cancelled', 'Marcação cancelada: sábado, 27 de março de 2027, às 10:00'],
    ['pt', 'reminder', 'Lembrete: a sua marcação de sábado, 27 de março de 2027, às 10:00'],
    ['uk', 'confirmed', 'Запис підтверджено: субота, 27 березня 2027 р. о 10:00'],
    ['uk', 'rescheduled', 'Запис перенесено на новий час: субота, 27 березня 2027 р. о 10:00'],
    ['uk', 'cancelled', 'Запис скасовано: субота, 27 березня 2027 р. о 10:00'],
    ['uk', 'reminder', 'Нагадування про запис: субота, 27 березня 2027 р. о 10:00'],
  ] as const)('say what happened and when (%s, %s)', (language, kind, subject) => {
    const mail = visitorMail(kind, { language });
    expect(mail.subject).toBe(subject);
    expect(mail.html).toContain(`<html lang="${{ en: 'en', pt: 'pt-PT', uk: 'uk' }[language]}">`);
  });

  // The garage's clock on both sides of each change (the last Sundays of March and October 2027),
  // in every language: the mail and the calendar file say 10:00 in Lisbon.
  const DAYS_AROUND_CLOCK_CHANGES = [
    {
      startsAt: '2027-03-27T10:00:00Z',
      lisbon: { day: '2027-03-27', time: '10:00' },
      days: { en: 'Saturday, 27 March 2027', pt: 'sábado, 27 de março de 2027', uk: 'субота, 27 березня 2027 р.' },
    },
    {
      startsAt: '2027-03-29T09:00:00Z',
      lisbon: { day: '2027-03-29', time: '10:00' },
      days: {
        en: 'Monday, 29 March 2027',
        pt: 'segunda-feira, 29 de março de 2027',
        uk: 'понеділок, 29 березня 2027 р.',
      },
    },
    {
      startsAt: '2027-10-30T09:00:00Z',
      lisbon: { day: '2027-10-30', time: '10:00' },
      days: { en: 'Saturday, 30 October 2027', pt: 'sábado, 30 de outubro de 2027', uk: 'субота, 30 жовтня 2027 р.' },
    },
    {
      startsAt: '2027-11-01T10:00:00Z',
      lisbon: { day: '2027-11-01', time: '10:00' },
      days: {
        en: 'Monday, 1 November 2027',
        pt: 'segunda-feira, 1 de novembro de 2027',
        uk: 'понеділок, 1 листопада 2027 р.',
      },
    },
  ];
  describe.each(DAYS_AROUND_CLOCK_CHANGES)('for $startsAt', ({ startsAt, lisbon, days }) => {
    it.each(LOCALES)('say %s, 10:00 in Lisbon, and so does the calendar file', (language) => {
      const t = APPOINTMENT_MESSAGES[language];
      const mail = visitorMail('confirmed', { language, starts_at: startsAt.replace('Z', '+00:00') });
      expect(mail.text).toContain(`${t.labels.date}: ${days[language]}\n${t.labels.time}: ${t.lisbonTime('10:00')}\n`);
      expect(mail.subject).toContain(t.at(days[language], '10:00'));

      const { event, text } = calendarOf(mail);
      expect(text).toContain(`\r\nDTSTART:${startsAt.replace(/[-:]/g, '')}\r\n`);
      expect(event.startDate.toJSDate().toISOString()).toBe(new Date(startsAt).toISOString());
      expect(lisbonDayTime(event.startDate.toJSDate())).toEqual(lisbon);
      expect(event.endDate.toJSDate().getTime() - event.startDate.toJSDate().getTime()).toBe(150 * 60_000);
    });
  });

  it('hold the appointment, what happens next, the manage link, the withdrawal notice and who the business is', () => {
    const mail = visitorMail('confirmed');
    expect(mail.text).toBe(
      [
        'Hello Olena Kovalenko,',
        '',
        'Your appointment is confirmed. Here are the details. The attached calendar file adds it to your calendar, or updates it there.',
        '',
        'Your appointment',
        'Service: Ceramic coating',
        'Date: Saturday, 27 March 2027',
        'Time: 10:00 (Lisbon time)',
        'Duration: 2 hours, 30 minutes',
        'Vehicle: Tesla Model 3',
        'Address: Rua do Exemplo 1, 2825-000 Costa da Caparica (https://maps.example/caparica)',
        'Price: €450, VAT included',
        'A note from us: Please bring the spare key.',
        '',
        'What happens next',
        'Bring the car at the time above.',
        '',
        'The work takes the time shown; we call when it is ready.',
        '',
        'Cancel or ask for another date',
        'Through the link below you can cancel or ask for another date until 26 March 2027 at 10:00. After that, please phone us on +351 910 000 000.',
        MANAGE_LINK,
        '',
        'Your right of withdrawal',
        'You may withdraw within 14 days.',
        '',
        ...SIGNED_BY_MAIL_TEXTS_BUSINESS,
        'Complaints book (Livro de Reclamações): https://www.livroreclamacoes.pt/inicio',
        '',
      ].join('\n'),
    );
    expect(mail.html).toContain(`<a href="${MANAGE_LINK}">Manage your appointment</a>`);
    expect(mail.html).toContain(
      '<a href="https://maps.example/caparica">Rua do Exemplo 1, 2825-000 Costa da Caparica</a>',
    );
    expect(mail.html).toContain(
      '<a href="https://www.livroreclamacoes.pt/inicio">https://www.livroreclamacoes.pt/inicio</a>',
    );
    expect(mail.html).toContain(
      '<h2 style="font-size:16px">What happens next</h2><p>Bring the car at the time above.</p><p>The work takes the time shown; we call when it is ready.</p>',
    );
  });

  it('write the price, the duration and the deadline for changes in Portuguese and Ukrainian', () => {
    const pt = visitorMail('reminder', { language: 'pt', duration_minutes: 60 });
    // ICU puts a no-break space between the amount and the symbol.
    expect(pt.text).toContain('Preço: 450\u00a0€, IVA incluído');
    expect(pt.text).toContain('Duração: 1 hora\n');
    expect(pt.text).toContain('Serviço: Revestimento cerâmico');
    expect(pt.text).toContain('pode cancelar ou pedir outra data até 26 de março de 2027, às 10:00.');
    expect(pt.text).toContain('Livro de Reclamações: https://www.livroreclamacoes.pt/inicio');
    const uk = visitorMail('confirmed', { language: 'uk', starts_at: '2027-10-30T09:00:00+00:00' });
    expect(uk.text).toContain('Ціна: 450\u00a0€, з ПДВ');
    expect(uk.text).toContain('Тривалість: 2 години і 30 хвилин');
    expect(uk.text).toContain('Вітаємо, Olena Kovalenko!');
    expect(uk.text).toContain('попросити іншу дату до 29 жовтня 2027 р. о 10:00.');
    expect(uk.text).toContain('Книга скарг (Livro de Reclamações): https://www.livroreclamacoes.pt/inicio');
  });

  it("word the price as the business's VAT regime requires: never VAT included under the exemption", () => {
    const exempt = { mail: { ...MAIL_TEXTS, vat_regime: 'exempt' as const }, price_cents: 45_050 };
    expect(visitorMail('confirmed', exempt).text).toContain('Price: €450.50, VAT exempt (art. 53 CIVA)\n');
    expect(visitorMail('confirmed', { ...exempt, language: 'pt' }).text).toContain(
      'Preço: 450,50\u00a0€, IVA - regime de isenção (art. 53.º do CIVA)\n',
    );
    const uk = visitorMail('reminder', { ...exempt, language: 'uk' }).text;
    expect(uk).toContain('Ціна: 450,50\u00a0€, Без ПДВ (звільнення за ст. 53 CIVA)\n');
    expect(uk).not.toContain(', з ПДВ');
  });

  it('use the title the site sent, else their own in the language, and leave out what was not agreed', () => {
    expect(visitorMail('confirmed', { mail: { ...MAIL_TEXTS, service_title: 'Ceramic Pro' } }).text).toContain(
      'Service: Ceramic Pro\n',
    );
    const bare = visitorMail('confirmed', {
      language: 'pt',
      service: null,
      vehicle: null,
      price_cents: null,
      owner_message: null,
    });
    expect(bare.text).not.toMatch(/Serviço|Viatura|Preço|Uma nota nossa/);
    expect(calendarOf(bare).event.summary).toBe('Marcação – Caparica Detailing');
  });

  it('when cancelled, say so and why, offer no link, next steps or withdrawal, and cancel the calendar event', () => {
    const byOwner = visitorMail(
      'cancelled',
      { state: 'cancelled', cancelled_by: 'owner', cancel_reason: 'The lift is out of order' },
      null,
    );
    expect(byOwner.text).toContain('We are sorry: we have had to cancel your appointment.');
    expect(byOwner.text).toContain('The attached calendar file removes it from your calendar.');
    expect(byOwner.text).toContain('Reason: The lift is out of order');
    expect(byOwner.text).not.toMatch(/What happens next|Cancel or ask|withdrawal|\/appointment\//);
    expect(byOwner.text).toContain('Complaints book (Livro de Reclamações)');
    const byVisitor = visitorMail(
      'cancelled',
      { state: 'cancelled', cancelled_by: 'visitor', cancel_reason: null },
      null,
    );
    expect(byVisitor.text).toContain('Your appointment has been cancelled, as you asked.');
    expect(byVisitor.text).not.toContain('Reason:');
  });

  it('escape everything the owner, the content or the visitor wrote, and link only to web addresses', () => {
    const hostile = '<script>alert("x")</script> & \'y\'';
    const mail = visitorMail(
      'cancelled',
      {
        name: hostile,
        vehicle: hostile,
        owner_message: hostile,
        cancel_reason: hostile,
        mail: {
          ...MAIL_TEXTS,
          service_title: hostile,
          business: {
            ...MAIL_TEXTS.business,
            name: hostile,
            address: hostile,
            map_url: 'javascript:alert(1)',
          },
          complaints_book_url: 'javascript:alert(2)',
        },
      },
      null,
    );
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).not.toMatch(/href="(?!https:)/);
    expect(mail.html).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; &#39;y&#39;');
    const withNotes = visitorMail('confirmed', {
      mail: { ...MAIL_TEXTS, next_steps: '<img src=x onerror=alert(1)>', withdrawal: '<b>14</b> days' },
    });
    expect(withNotes.html).toContain('<p>&lt;img src=x onerror=alert(1)&gt;</p>');
    expect(withNotes.html).toContain('<p>&lt;b&gt;14&lt;/b&gt; days</p>');
  });
});

describe('the calendar file', () => {
  it('invites to the appointment: method, one UID per booking, sequence, organiser, attendee, place, link', () => {
    const { attachment, calendar, vevent, event } = calendarOf(visitorMail('confirmed', { sequence: 0 }));
    expect(attachment).toMatchObject({
      filename: 'appointment.ics',
      contentType: 'text/calendar; charset=utf-8; method=REQUEST',
    });
    expect(calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(calendar.getFirstPropertyValue('version')).toBe('2.0');
    expect(event.uid).toBe('0b5d6a2e-4f0c-4b8e-9d51-0c2a1e7f3a10@caparica-detailing.example');
    expect(event.sequence).toBe(0);
    expect(event.summary).toBe('Ceramic coating – Caparica Detailing');
    expect(event.location).toBe('Rua do Exemplo 1, 2825-000 Costa da Caparica');
    expect(event.description).toBe(
      `Your appointment is confirmed. Here are the details.\n\nPlease bring the spare key.\n\nManage your appointment: ${MANAGE_LINK}`,
    );
    expect(vevent.getFirstPropertyValue('url')).toBe(MANAGE_LINK);
    expect(vevent.getFirstPropertyValue('status')).toBe('CONFIRMED');
    expect(vevent.getFirstPropertyValue('dtstamp')!.toString()).toBe('2027-03-01T12:00:00Z');
    const organizer = vevent.getFirstProperty('organizer')!;
    expect(organizer.getFirstValue()).toBe('mailto:bookings@caparica-detailing.example');
    expect(organizer.getParameter('cn')).toBe('Caparica Detailing');
    const attendee = vevent.getFirstProperty('attendee')!;
    expect(attendee.getFirstValue()).toBe('mailto:olena@example.com');
    expect(attendee.getParameter('cn')).toBe('Olena Kovalenko');
    expect(attendee.getParameter('rsvp')).toBe('FALSE');
  });

  it('keeps the UID and raises the sequence on a reschedule and a reminder, and cancels the same event', () => {
    const first = calendarOf(visitorMail('confirmed', { sequence: 0 })).event;
    const moved = calendarOf(visitorMail('rescheduled', { sequence: 1, starts_at: '2027-03-29T09:00:00+00:00' })).event;
    const reminded = calendarOf(visitorMail('reminder', { sequence: 1, starts_at: '2027-03-29T09:00:00+00:00' }));
    const cancelled = calendarOf(
      visitorMail('cancelled', { sequence: 2, state: 'cancelled', cancelled_by: 'owner' }, null),
    );
    expect([moved.uid, reminded.event.uid, cancelled.event.uid]).toEqual([first.uid, first.uid, first.uid]);
    expect([first.sequence, moved.sequence, reminded.event.sequence, cancelled.event.sequence]).toEqual([0, 1, 1, 2]);
    expect(reminded.calendar.getFirstPropertyValue('method')).toBe('REQUEST');
    expect(cancelled.calendar.getFirstPropertyValue('method')).toBe('CANCEL');
    expect(cancelled.vevent.getFirstPropertyValue('status')).toBe('CANCELLED');
    expect(cancelled.attachment.contentType).toBe('text/calendar; charset=utf-8; method=CANCEL');
    // The link is used up: the event points at the site instead.
    expect(cancelled.vevent.getFirstPropertyValue('url')).toBe('https://caparica-detailing.example/');
    expect(cancelled.event.description).not.toContain('/appointment/');
  });

  it('escapes text, quotes names, ends lines with CRLF and folds them at 75 octets without splitting a character', () => {
    const name = 'Oficina "Norte"; Lda, \\ Sul';
    const address = 'Rua das Flores, 12; 2.º esq.\nCharneca da Caparica';
    const { text, event, vevent } = calendarOf(
      visitorMail('confirmed', {
        language: 'uk',
        name: 'Олена, "Оля"; Коваленко',
        mail: {
          ...MAIL_TEXTS,
          service_title: 'Керамічне покриття кузова з попередньою корекцією лакофарбового покриття',
          business: { ...MAIL_TEXTS.business, name, address },
        },
      }),
    );
    expect(text.endsWith('\r\n')).toBe(true);
    expect(text.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/);
    const lines = text.split('\r\n');
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(75);
    expect(lines.some((line) => line.startsWith(' '))).toBe(true);
    expect(text).toContain('LOCATION:Rua das Flores\\, 12\\; 2.º esq.\\nCharneca da Caparica');
    expect(event.location).toBe(address);
    expect(event.summary).toBe(`Керамічне покриття кузова з попередньою корекцією лакофарбового покриття – ${name}`);
    expect(vevent.getFirstProperty('organizer')!.getParameter('cn')).toBe("Oficina 'Norte'; Lda, \\ Sul");
    expect(vevent.getFirstProperty('attendee')!.getParameter('cn')).toBe("Олена, 'Оля'; Коваленко");
  });
});

describe("the owner's appointment mails", () => {
  it('tell the owner, in English, that the visitor cancelled, when, who and why', () => {
    const mail = ownerAppointmentMail(
      'visitor-cancelled',
      appointmentContent({
        language: 'uk',
        state: 'cancelled',
        cancelled_by: 'visitor',
        cancel_reason: 'Ill',
        manage_nonce: null,
      }),
    );
    expect(mail.subject).toBe(
      'Appointment cancelled by the visitor: Olena Kovalenko, Saturday, 27 March 2027 at 10:00',
    );
    expect(mail.text).toContain(
      [
        'Appointment: Saturday, 27 March 2027 at 10:00 (Lisbon)',
        'Duration: 2 hours, 30 minutes',
        'Name: Olena Kovalenko',
        'Email: olena@example.com',
        'Phone: +351 912 345 678',
        'Service: Ceramic coating',
        'Vehicle: Tesla Model 3',
        'Reason: Ill',
        'Language: Українська',
      ].join('\n'),
    );
    expect(mail.html).toContain('<html lang="en">');
    expect(ownerAppointmentMail('visitor-cancelled', appointmentContent({ cancel_reason: null })).text).toContain(
      'Reason: None given',
    );
  });

  it('pass on what the visitor asked, escaped, with no line break in the subject', () => {
    const mail = ownerAppointmentMail(
      'visitor-asked',
      appointmentContent({
        name: 'Ana\r\nBcc: x@example.com',
        starts_at: '2027-11-01T10:00:00+00:00',
        visitor_message: 'Could it be a Saturday? <b>Please</b>',
      }),
    );
    expect(mail.subject).toBe(
      'The visitor asks for another date: Ana Bcc: x@example.com, Monday, 1 November 2027 at 10:00',
    );
    expect(mail.text).toContain('Message: Could it be a Saturday? <b>Please</b>');
    expect(mail.html).toContain('Could it be a Saturday? &lt;b&gt;Please&lt;/b&gt;');
    expect(mail.html).not.toContain('<b>Please</b>');
  });
});
