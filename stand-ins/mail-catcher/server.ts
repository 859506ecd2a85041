import { randomUUID } from 'node:crypto';
import { createServer } from 'node:http';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { createWriteStream } from 'node:fs';
import type { WriteStream } from 'node:fs';
import { mkdir, readdir, readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { setTimeout as delay } from 'node:timers/promises';
import { escapeHtml } from '../../supabase/functions/send-contact-notification/escape-html.ts';
import { close, listen, readBody, send, sendJson } from '../shared/http.ts';

/**
 * A stand-in for Resend's `POST /emails` that keeps every accepted mail (one JSON line each in
 * `mails.ndjson` under its folder) and shows them at `GET /`. Tests read `GET /api/emails`, clear
 * with `DELETE /api/emails`, and inject faults with `PUT /api/faults` ({ failStatus, delayMs }).
 */

export interface CapturedMail {
  id: string;
  receivedAt: string;
  from: string;
  to: string[];
  subject: string;
  html: string | null;
  text: string | null;
  replyTo: string[];
  /** As sent: `content` stays base64; `contentType` is null when the sender named none. */
  attachments: CapturedAttachment[];
  /** The sender's extra header fields, name to value as sent (e.g. List-Unsubscribe); none: `{}`. */
  headers: Record<string, string>;
}

export interface CapturedAttachment {
  filename: string;
  contentType: string | null;
  content: string;
}

export interface MailFaults {
  /** Answer every send with this status (e.g. 503) instead of accepting it. */
  failStatus: number | null;
  /** Wait this long before answering a send. */
  delayMs: number;
}

export interface MailCatcherOptions {
  port: number;
  dir: string;
  apiKey: string;
  faults?: Partial<MailFaults>;
}

export interface MailCatcher {
  url: string;
  stop(): Promise<void>;
}

const NO_FAULTS: MailFaults = { failStatus: null, delayMs: 0 };

/** Resend's error body shape. */
function resendError(response: ServerResponse, status: number, name: string, message: string): void {
  sendJson(response, status, { statusCode: status, name, message });
}

const asList = (value: unknown): string[] | null =>
  typeof value === 'string'
    ? [value]
    : Array.isArray(value) && value.every((item) => typeof item === 'string')
      ? value
      : null;

const BASE64 = /^(?:[A-Za-z0-9+/]{4})*(?:[A-Za-z0-9+/]{2}==|[A-Za-z0-9+/]{3}=)?$/;

/**
 * Resend's `attachments`: each a `filename` and its `content` as base64, with an optional
 * `content_type`. Resend also fetches a `path` (a URL) instead of `content`; nothing here sends one,
 * and a catcher that fetched URLs would reach out of the machine, so it is refused.
 */
function parseAttachments(value: unknown): CapturedAttachment[] | string {
  if (value === undefined) return [];
  if (!Array.isArray(value)) return 'The `attachments` field must be a list';
  const attachments: CapturedAttachment[] = [];
  for (const item of value as unknown[]) {
    const fields = (item ?? {}) as Record<string, unknown>;
    if (typeof fields.filename !== 'string' || fields.filename === '') {
      return 'Each attachment needs a `filename`';
    }
    if (typeof fields.content !== 'string' || !BASE64.test(fields.content)) {
      return 'Each attachment needs its `content` as a base64 string';
    }
    if (fields.content_type !== undefined && typeof fields.content_type !== 'string') {
      return "An attachment's `content_type` must be a string";
    }
    attachments.push({ filename: fields.filename, contentType: fields.content_type ?? null, content: fields.content });
  }
  return attachments;
}

/** Resend's `headers`: an object of header names to string values. */
function parseHeaders(value: unknown): Record<string, string> | string {
  if (value === undefined) return {};
  if (value === null || typeof value !== 'object' || Array.isArray(value)) {
    return 'The `headers` field must be an object of names to values';
  }
  const headers = Object.entries(value as Record<string, unknown>);
  if (headers.some(([, text]) => typeof text !== 'string')) return 'Each header value must be a string';
  return Object.fromEntries(headers) as Record<string, string>;
}

/** Validates a Resend send request; returns the problem, or the mail to store. */
function parseMail(body: unknown): CapturedMail | string {
  if (body === null || typeof body !== 'object') return 'Body must be a JSON object';
  const fields = body as Record<string, unknown>;
  if (typeof fields.from !== 'string' || fields.from.trim() === '') return 'The `from` field is required';
  const to = asList(fields.to);
  if (!to || to.length === 0 || to.length > 50) return 'The `to` field must hold 1 to 50 addresses';
  if (typeof fields.subject !== 'string' || fields.subject === '') return 'The `subject` field is required';
  const html = typeof fields.html === 'string' ? fields.html : null;
  const text = typeof fields.text === 'string' ? fields.text : null;
  if (html === null && text === null) return 'Either `html` or `text` must be provided';
  const replyTo = fields.reply_to === undefined ? [] : asList(fields.reply_to);
  if (!replyTo) return 'The `reply_to` field must be an address or a list of addresses';
  const attachments = parseAttachments(fields.attachments);
  if (typeof attachments === 'string') return attachments;
  const headers = parseHeaders(fields.headers);
  if (typeof headers === 'string') return headers;
  return {
    id: randomUUID(),
    receivedAt: new Date().toISOString(),
    from: fields.from,
    to,
    subject: fields.subject,
    html,
    text,
    replyTo,
    attachments,
    headers,
  };
}

function listPage(mails: CapturedMail[]): string {
  const rows = mails
    .map(
      (mail) => `<article><h2>${escapeHtml(mail.subject)}</h2>
<p><b>From</b> ${escapeHtml(mail.from)} · <b>To</b> ${escapeHtml(mail.to.join(', '))}${mail.replyTo.length > 0 ? ` · <b>Reply-To</b> ${escapeHtml(mail.replyTo.join(', '))}` : ''} · ${escapeHtml(mail.receivedAt)}</p>
${mail.attachments.length > 0 ? `<p><b>Attached</b> ${escapeHtml(mail.attachments.map((file) => file.filename).join(', '))}</p>` : ''}
${Object.entries(mail.headers)
  .map(([name, value]) => `<p><b>${escapeHtml(name)}</b> ${escapeHtml(value)}</p>`)
  .join('')}
<pre>${escapeHtml(mail.text ?? '')}</pre>
${mail.html === null ? '' : `<iframe sandbox srcdoc="${escapeHtml(mail.html)}"></iframe>`}</article>`,
    )
    .join('\n');
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Local mail (${mails.length})</title>
<style>body{font-family:system-ui,sans-serif;margin:2rem;max-width:60rem}article{border-bottom:1px solid #ccc;padding:1rem 0}pre{white-space:pre-wrap;background:#f6f6f6;padding:.5rem}iframe{width:100%;height:18rem;border:1px solid #ddd}</style>
</head><body><h1>Captured mail (${mails.length})</h1>${rows || '<p>No mail yet.</p>'}</body></html>`;
}

/** Accepted mails, one JSON object a line, appended through one open file (no open/close per mail). */
const MAIL_LOG = 'mails.ndjson';

/** What an earlier run kept: the log, and one `<time>-<id>.json` file per mail from older versions. */
async function readKeptMails(dir: string): Promise<CapturedMail[]> {
  const mails: CapturedMail[] = [];
  const files = await readdir(dir);
  // Mails kept before attachments or headers were captured have none.
  type KeptMail = Omit<CapturedMail, 'attachments' | 'headers'> &
    Partial<Pick<CapturedMail, 'attachments' | 'headers'>>;
  const kept = (json: string): CapturedMail => {
    const mail = JSON.parse(json) as KeptMail;
    return { ...mail, attachments: mail.attachments ?? [], headers: mail.headers ?? {} };
  };
  for (const file of files.filter((name) => name.endsWith('.json')).sort()) {
    mails.push(kept(await readFile(path.join(dir, file), 'utf8')));
  }
  if (files.includes(MAIL_LOG)) {
    for (const line of (await readFile(path.join(dir, MAIL_LOG), 'utf8')).split('\n')) {
      // A line cut short by a killed process is skipped; every complete line is a mail.
      if (line.trim() === '') continue;
      try {
        mails.push(kept(line));
      } catch {
        console.error('mail catcher: skipping an incomplete line of', MAIL_LOG);
      }
    }
  }
  return mails;
}

function closeLog(log: WriteStream): Promise<void> {
  return new Promise((resolve, reject) => log.end((error?: Error | null) => (error ? reject(error) : resolve())));
}

export async function startMailCatcher(options: MailCatcherOptions): Promise<MailCatcher> {
  await mkdir(options.dir, { recursive: true });
  const mails = await readKeptMails(options.dir);
  const openLog = () => {
    const stream = createWriteStream(path.join(options.dir, MAIL_LOG), { flags: 'a' });
    stream.on('error', (error) => console.error('mail catcher: could not keep a mail:', error.message));
    return stream;
  };
  let log = openLog();
  /** Lines accepted while DELETE swaps the log for a fresh one; written to the fresh one. */
  let held: string[] | null = null;
  const keep = (line: string) => (held ? held.push(line) : log.write(line));
  /** DELETEs one after another, so each swaps a log that is still open. */
  let clearing: Promise<void> = Promise.resolve();
  const clearKept = async () => {
    held = [];
    await closeLog(log);
    await rm(options.dir, { recursive: true, force: true });
    await mkdir(options.dir, { recursive: true });
    log = openLog();
    for (const line of held) log.write(line);
    held = null;
  };
  const idsByIdempotencyKey = new Map<string, string>();
  let faults: MailFaults = { ...NO_FAULTS, ...options.faults };

  async function acceptMail(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const authorization = request.headers.authorization ?? '';
    if (!authorization.startsWith('Bearer ')) {
      return resendError(response, 401, 'missing_api_key', 'Missing API key in the authorization header');
    }
    if (authorization.slice('Bearer '.length) !== options.apiKey) {
      return resendError(response, 403, 'invalid_api_key', 'API key is invalid');
    }
    let body: unknown;
    try {
      body = JSON.parse((await readBody(request)).toString('utf8'));
    } catch {
      return resendError(response, 422, 'validation_error', 'Body must be valid JSON');
    }
    if (faults.delayMs > 0) await delay(faults.delayMs);
    if (faults.failStatus !== null) {
      return resendError(response, faults.failStatus, 'application_error', 'Injected failure (local mail catcher)');
    }
    const mail = parseMail(body);
    if (typeof mail === 'string') return resendError(response, 422, 'validation_error', mail);
    const key = request.headers['idempotency-key'];
    const known = typeof key === 'string' ? idsByIdempotencyKey.get(key) : undefined;
    if (known) return sendJson(response, 200, { id: known });
    if (typeof key === 'string') idsByIdempotencyKey.set(key, mail.id);
    mails.push(mail);
    // Answer first: the log only lets `npm run stack` show old mail after a restart. The stream
    // queues the line and writes pending lines together.
    sendJson(response, 200, { id: mail.id });
    keep(`${JSON.stringify(mail)}\n`);
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const { pathname } = new URL(request.url ?? '/', 'http://localhost');
    if (request.method === 'POST' && pathname === '/emails') return acceptMail(request, response);
    if (request.method === 'GET' && pathname === '/') {
      return send(response, 200, listPage(mails), { 'content-type': 'text/html; charset=utf-8' });
    }
    if (request.method === 'GET' && pathname === '/api/emails') return sendJson(response, 200, mails);
    if (request.method === 'DELETE' && pathname === '/api/emails') {
      mails.length = 0;
      idsByIdempotencyKey.clear();
      const cleared = clearing.then(clearKept);
      clearing = cleared.catch(() => undefined);
      await cleared;
      return send(response, 204, null);
    }
    if (request.method === 'PUT' && pathname === '/api/faults') {
      faults = { ...NO_FAULTS, ...(JSON.parse((await readBody(request)).toString('utf8')) as Partial<MailFaults>) };
      return sendJson(response, 200, faults);
    }
    sendJson(response, 404, { statusCode: 404, name: 'not_found', message: 'Not found' });
  }

  const server = createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      console.error('mail catcher:', error);
      if (!response.headersSent) resendError(response, 500, 'internal_server_error', String(error));
    });
  });
  server.keepAliveTimeout = 65_000;
  const port = await listen(server, options.port);
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      await close(server);
      await clearing;
      await closeLog(log);
    },
  };
}
