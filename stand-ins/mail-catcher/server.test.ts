import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startMailCatcher } from './server.ts';
import type { CapturedMail, MailCatcher } from './server.ts';

// Resend's attachments and headers as the catcher takes and keeps them (the booking function's calendar
// files, the review request's List-Unsubscribe).

const API_KEY = 're_test_key';
let dir: string;
let catcher: MailCatcher;

beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'mail-catcher-'));
  catcher = await startMailCatcher({ port: 0, dir, apiKey: API_KEY });
});
afterAll(async () => {
  await catcher.stop();
  await rm(dir, { recursive: true, force: true });
});

const send = (body: Record<string, unknown>) =>
  fetch(`${catcher.url}/emails`, {
    method: 'POST',
    headers: { authorization: `Bearer ${API_KEY}`, 'content-type': 'application/json' },
    body: JSON.stringify({ from: 'a@example.com', to: 'b@example.com', subject: 'Hi', text: 'Hi', ...body }),
  });

describe('attachments', () => {
  it('are kept as sent and listed with the mail', async () => {
    const content = Buffer.from('BEGIN:VCALENDAR\r\nEND:VCALENDAR\r\n').toString('base64');
    const answer = await send({
      subject: 'With a calendar file',
      attachments: [
        { filename: 'appointment.ics', content, content_type: 'text/calendar; charset=utf-8; method=REQUEST' },
        { filename: 'note.txt', content: 'aGk=' },
      ],
    });
    expect(answer.status).toBe(200);
    const mails = (await (await fetch(`${catcher.url}/api/emails`)).json()) as CapturedMail[];
    expect(mails.find((mail) => mail.subject === 'With a calendar file')?.attachments).toEqual([
      { filename: 'appointment.ics', contentType: 'text/calendar; charset=utf-8; method=REQUEST', content },
      { filename: 'note.txt', contentType: null, content: 'aGk=' },
    ]);
    expect(mails.find((mail) => mail.subject === 'Hi')).toBeUndefined();
    expect(await (await fetch(catcher.url)).text()).toContain('<b>Attached</b> appointment.ics, note.txt');
  });

  it('are none when the mail has none', async () => {
    expect((await send({ subject: 'Plain' })).status).toBe(200);
    const mails = (await (await fetch(`${catcher.url}/api/emails`)).json()) as CapturedMail[];
    expect(mails.find((mail) => mail.subject === 'Plain')?.attachments).toEqual([]);
  });

  it.each([
    ['not a list', { filename: 'a.ics', content: 'aGk=' }],
    ['without a filename', [{ content: 'aGk=' }]],
    ['with content that is not base64', [{ filename: 'a.ics', content: 'BEGIN:VCALENDAR' }]],
    ['with a path for Resend to fetch', [{ filename: 'a.ics', path: 'https://example.com/a.ics' }]],
    ['with a content type that is not text', [{ filename: 'a.ics', content: 'aGk=', content_type: 7 }]],
  ])('are refused %s, as Resend refuses them', async (_, attachments) => {
    const answer = await send({ subject: 'Refused', attachments });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({ statusCode: 422, name: 'validation_error' });
  });
});

describe('headers', () => {
  const unsubscribe = {
    'List-Unsubscribe': '<https://caparica-detailing.example/review/token/opt-out?lang=pt>',
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  };

  it('are kept as sent, returned with the mail and listed escaped', async () => {
    expect((await send({ subject: 'With headers', headers: unsubscribe })).status).toBe(200);
    const mails = (await (await fetch(`${catcher.url}/api/emails`)).json()) as CapturedMail[];
    expect(mails.find((mail) => mail.subject === 'With headers')?.headers).toEqual(unsubscribe);
    expect(await (await fetch(catcher.url)).text()).toContain(
      '<p><b>List-Unsubscribe</b> &lt;https://caparica-detailing.example/review/token/opt-out?lang=pt&gt;</p>',
    );
  });

  it('are none when the mail has none', async () => {
    expect((await send({ subject: 'No headers' })).status).toBe(200);
    const mails = (await (await fetch(`${catcher.url}/api/emails`)).json()) as CapturedMail[];
    expect(mails.find((mail) => mail.subject === 'No headers')?.headers).toEqual({});
  });

  it.each([
    ['as a list', [['List-Unsubscribe', '<https://example.com>']]],
    ['with a value that is not text', { 'X-Count': 1 }],
    ['as null', null],
  ])('are refused %s, as Resend refuses them', async (_, headers) => {
    const answer = await send({ subject: 'Refused', headers });
    expect(answer.status).toBe(422);
    expect(await answer.json()).toMatchObject({ statusCode: 422, name: 'validation_error' });
  });
});
