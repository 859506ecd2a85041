import { describe, expect, it } from 'vitest';
import { InboxInputError, type Inbox, type InboxDetail } from '@/lib/booking/inbox';
import type { Locale } from '@/lib/constants';
import { REQUEST_STATUS_VALUES } from './contract';
import { appointmentSettings, applyRequestChange, reviewRequestSettings, type AppointmentMailContent } from './change';

const ID = '0b9f5e0c-3f1e-4c55-9a43-5a0e8b2c7d11';
const actor = { id: 'p-owner', name: 'Rui Marques' };
const appointment = { day: '2026-12-10', time: '09:30', durationMinutes: 90, priceCents: null, message: null };

const content = (language: Locale): AppointmentMailContent => ({
  cutoffHours: 48,
  reminderLeadHours: 12,
  nextSteps: `next steps (${language})`,
  withdrawal: `withdrawal (${language})`,
  business: {
    name: 'Caparica Detailing',
    legalName: 'Caparica Detailing, Unipessoal Lda.',
    taxId: '599999993',
    address: 'Rua da Praia 12, 2820-000 Charneca da Caparica',
    mapUrl: 'https://www.google.com/maps/search/?api=1&query=Rua%20da%20Praia%2012',
    phone: '+351 912 345 678',
    email: 'info@caparicadetailing.pt',
  },
  complaintsBookUrl: 'https://www.livroreclamacoes.pt',
  vatRegime: language === 'uk' ? 'exempt' : 'normal',
  serviceTitle: (value) => (value === 'ppf' ? `PPF (${language})` : null),
  reviewRequests: { delayHours: 3, linkValidDays: 30, googleReviewUrl: 'https://g.page/r/CaparicaDetailing/review' },
});

/** An inbox that records what it was asked, holding one request in `language` for `service`. */
function fakeInbox(request: { language: Locale | null; service: string | null } | null) {
  const calls: [string, ...unknown[]][] = [];
  const answer = request && ({ request } as unknown as InboxDetail);
  const record =
    (name: string) =>
    async (...args: unknown[]) => {
      calls.push([name, ...args]);
      return answer;
    };
  const inbox = {
    get: record('get'),
    setStatus: record('setStatus'),
    setNote: record('setNote'),
    setAppointment: record('setAppointment'),
    cancelAppointment: record('cancelAppointment'),
  } as unknown as Inbox;
  return { inbox, calls };
}

function contentReader() {
  const asked: Locale[] = [];
  return {
    asked,
    appointmentContent: async (language: Locale) => {
      asked.push(language);
      return content(language);
    },
  };
}

const siteUrl = 'https://caparica-detailing.pt/';

describe('applyRequestChange', () => {
  it('sets a note and a cancellation in the actor’s name, reading no content', async () => {
    const { inbox, calls } = fakeInbox({ language: 'uk', service: 'ppf' });
    const reader = contentReader();
    const deps = { appointmentContent: reader.appointmentContent, siteUrl };
    await applyRequestChange(inbox, ID, { note: 'Call Friday' }, actor, deps);
    await applyRequestChange(inbox, ID, { cancelAppointment: { reason: null } }, actor, deps);
    expect(calls).toEqual([
      ['setNote', ID, 'Call Friday', actor],
      ['cancelAppointment', ID, null, actor],
    ]);
    expect(reader.asked).toEqual([]);
  });

  it.each(REQUEST_STATUS_VALUES.filter((status) => status !== 'done'))(
    'sets the status %s with nothing more, reading no content',
    async (status) => {
      const { inbox, calls } = fakeInbox({ language: 'uk', service: 'ppf' });
      const reader = contentReader();
      await applyRequestChange(inbox, ID, { status }, actor, {
        appointmentContent: reader.appointmentContent,
        siteUrl,
      });
      expect(calls).toEqual([['setStatus', ID, status, actor]]);
      expect(reader.asked).toEqual([]);
    },
  );

  it('marks a job done with its review request, in the visitor’s language and about the request’s service', async () => {
    const { inbox, calls } = fakeInbox({ language: 'uk', service: 'ppf' });
    const reader = contentReader();
    await applyRequestChange(inbox, ID, { status: 'done' }, actor, {
      appointmentContent: reader.appointmentContent,
      siteUrl,
    });
    expect(reader.asked).toEqual(['uk']);
    expect(calls).toEqual([
      ['get', ID],
      ['setStatus', ID, 'done', actor, reviewRequestSettings(content('uk'), 'ppf', siteUrl)],
    ]);
  });

  it('marks nothing done for a request that is not there, before reading any content', async () => {
    const { inbox, calls } = fakeInbox(null);
    const reader = contentReader();
    const deps = { appointmentContent: reader.appointmentContent, siteUrl };
    expect(await applyRequestChange(inbox, ID, { status: 'done' }, actor, deps)).toBeNull();
    expect(calls).toEqual([['get', ID]]);
    expect(reader.asked).toEqual([]);
  });

  it('confirms with the settings and texts of the visitor’s language and the request’s service', async () => {
    const { inbox, calls } = fakeInbox({ language: 'uk', service: 'ppf' });
    const reader = contentReader();
    await applyRequestChange(inbox, ID, { appointment }, actor, {
      appointmentContent: reader.appointmentContent,
      siteUrl,
    });
    expect(reader.asked).toEqual(['uk']);
    expect(calls).toEqual([
      ['get', ID],
      ['setAppointment', ID, appointment, appointmentSettings(content('uk'), 'ppf', siteUrl), actor],
    ]);
  });

  it('writes in English to a visitor whose language is unknown', async () => {
    const { inbox } = fakeInbox({ language: null, service: null });
    const reader = contentReader();
    await applyRequestChange(inbox, ID, { appointment }, actor, {
      appointmentContent: reader.appointmentContent,
      siteUrl,
    });
    expect(reader.asked).toEqual(['en']);
  });

  it('is null for a request that is not there, before reading any content', async () => {
    const { inbox, calls } = fakeInbox(null);
    const reader = contentReader();
    const deps = { appointmentContent: reader.appointmentContent, siteUrl };
    expect(await applyRequestChange(inbox, ID, { appointment }, actor, deps)).toBeNull();
    expect(calls).toEqual([['get', ID]]);
    expect(reader.asked).toEqual([]);
  });
});

describe('appointmentSettings', () => {
  it('are the content’s, with the mails’ texts as the database keeps them and the site’s origin', () => {
    expect(appointmentSettings(content('pt'), 'ppf', siteUrl)).toEqual({
      cutoffHours: 48,
      reminderLeadHours: 12,
      mail: {
        site_url: 'https://caparica-detailing.pt',
        business: {
          name: 'Caparica Detailing',
          legal_name: 'Caparica Detailing, Unipessoal Lda.',
          tax_id: '599999993',
          address: 'Rua da Praia 12, 2820-000 Charneca da Caparica',
          map_url: 'https://www.google.com/maps/search/?api=1&query=Rua%20da%20Praia%2012',
          phone: '+351 912 345 678',
          email: 'info@caparicadetailing.pt',
        },
        complaints_book_url: 'https://www.livroreclamacoes.pt',
        service_title: 'PPF (pt)',
        next_steps: 'next steps (pt)',
        withdrawal: 'withdrawal (pt)',
        cutoff_hours: 48,
        vat_regime: 'normal',
      },
    });
    expect(appointmentSettings(content('en'), null, 'http://localhost:3000').mail).toMatchObject({
      site_url: 'http://localhost:3000',
      service_title: null,
    });
    // The regime the mails word the agreed price by is the owner's setting.
    expect(appointmentSettings(content('uk'), null, siteUrl).mail).toMatchObject({ vat_regime: 'exempt' });
  });

  it.each([
    ['no next steps', { nextSteps: null }],
    ['blank next steps', { nextSteps: ' \n ' }],
    ['no withdrawal notice', { withdrawal: null }],
  ])('refuse a confirmation with %s, saying where to fill it in', (_, missing) => {
    const confirm = () => appointmentSettings({ ...content('en'), ...missing }, null, siteUrl);
    expect(confirm).toThrow(InboxInputError);
    expect(confirm).toThrow(/Site settings → Appointments/);
  });
});

describe('reviewRequestSettings', () => {
  it('are the content’s delay and link validity, with the mail’s texts as the database keeps them', () => {
    expect(reviewRequestSettings(content('pt'), 'ppf', siteUrl)).toEqual({
      delayHours: 3,
      validDays: 30,
      mail: {
        site_url: 'https://caparica-detailing.pt',
        business: appointmentSettings(content('pt'), 'ppf', siteUrl).mail.business,
        service_title: 'PPF (pt)',
        google_review_url: 'https://g.page/r/CaparicaDetailing/review',
      },
    });
  });

  it('name no Google page the owner has not set, and no service title the content does not know', () => {
    const withoutGoogle = {
      ...content('en'),
      reviewRequests: { ...content('en').reviewRequests, googleReviewUrl: null },
    };
    expect(reviewRequestSettings(withoutGoogle, null, 'http://localhost:3000').mail).toMatchObject({
      site_url: 'http://localhost:3000',
      service_title: null,
      google_review_url: null,
    });
  });

  it('do not need the appointment texts a confirmation needs', () => {
    expect(() =>
      reviewRequestSettings({ ...content('en'), nextSteps: null, withdrawal: null }, null, siteUrl),
    ).not.toThrow();
  });
});
