import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

import { DEFAULT_RESEND_BASE_URL } from '../../supabase/functions/send-contact-notification/config.ts';
import { BOOKING_RETENTION_MONTHS, LOCALES, type Locale } from '../constants/index.ts';
import { sitePolicy } from '../security/content-security-policy.mjs';
import { DATA_RECIPIENTS, recipientOf, type Deployment } from './data-recipients.ts';

/**
 * The privacy policy names every recipient the code sends visitors' personal data to: each
 * external origin of the site's Content-Security-Policy (everything a visitor's browser may
 * contact) and each host the booking function mails through belongs to a listed recipient, and
 * every listed recipient, CNPD and the retention period appear in the bundled policy in each
 * language.
 */

const root = join(import.meta.dirname, '../..');
const deployment: Deployment = { supabaseUrl: 'https://abc.supabase.co' };
const FUNCTION_DIR = join(root, 'supabase/functions/send-contact-notification');

/** Sources that name no other party: keywords, hashes and nonces ('self', 'sha256-…'), data: and blob:. */
const isExternal = (source: string) => !source.startsWith("'") && source !== 'data:' && source !== 'blob:';

/** Every external source of a serialised policy, by directive. */
function externalSources(policy: string): { directive: string; source: string }[] {
  return policy.split(';').flatMap((directive) => {
    const [name = '', ...sources] = directive.trim().split(/\s+/);
    return sources.filter(isExternal).map((source) => ({ directive: name, source }));
  });
}

/** The recipient a policy source belongs to: only an exact origin counts (a wildcard or bare scheme never does). */
const recipientOfSource = (source: string) => {
  const origin = URL.canParse(source) ? new URL(source).origin : null;
  return origin === source.replace(/\/$/, '') ? recipientOf(origin, deployment) : undefined;
};

/** The privacy policy's text per language, as the bundled dataset holds it. */
function policyText(): Record<Locale, string> {
  const dataset = readFileSync(join(root, 'content/dataset.ndjson'), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line) as { _id: string; body?: Record<string, unknown> });
  const policy = dataset.find((document) => document._id === 'legalPage-privacy-policy');
  type PortableBlock = { children?: { text?: string }[] };
  const text = (locale: Locale) =>
    ((policy?.body?.[locale] as PortableBlock[] | undefined) ?? [])
      .map((block) => (block.children ?? []).map((span) => span.text ?? '').join(''))
      .join('\n');
  return Object.fromEntries(LOCALES.map((locale) => [locale, text(locale)])) as Record<Locale, string>;
}

describe('data recipients', () => {
  it('have unique keys and a name in every language', () => {
    const keys = DATA_RECIPIENTS.map((recipient) => recipient.key);
    expect(new Set(keys).size).toBe(keys.length);
    for (const recipient of DATA_RECIPIENTS)
      for (const locale of LOCALES) expect(recipient.name[locale].trim(), `${recipient.key}.${locale}`).not.toBe('');
  });

  it('include every external origin a visitor’s browser may contact (the site’s Content-Security-Policy)', () => {
    const policy = sitePolicy({ scriptSources: ["'sha256-abc'"], supabaseUrl: deployment.supabaseUrl });
    const sources = externalSources(policy);
    // Not vacuous: the booking calls, the map frame and Sanity's CDN are among them.
    expect(sources.map(({ source }) => source)).toEqual(
      expect.arrayContaining(['https://abc.supabase.co', 'https://www.google.com', 'https://cdn.sanity.io']),
    );
    const unnamed = sources.filter(({ source }) => !recipientOfSource(source));
    expect(unnamed, 'add them to lib/privacy/data-recipients.ts and the privacy policy').toEqual([]);
  });

  it('include every host the booking function sends personal data to', () => {
    expect(recipientOf(new URL(DEFAULT_RESEND_BASE_URL).origin, deployment)?.key).toBe('resend');

    // Any other address written into the function's code must be listed, or be one that
    // receives no personal data (the service-title lookup sends only a service and a language).
    const withoutPersonalData = new Set(['https://${projectId}.apicdn.sanity.io']);
    const code = readdirSync(FUNCTION_DIR)
      .filter((file) => file.endsWith('.ts') && !file.endsWith('.test.ts'))
      .map((file) => readFileSync(join(FUNCTION_DIR, file), 'utf8'))
      .join('\n')
      .replace(/\/\*[\s\S]*?\*\/|^\s*\/\/.*$/gm, '');
    const addresses = [...code.matchAll(/https?:\/\/[^\s'"`/]+/g)].map(([address]) => address);
    expect(addresses).toContain('https://api.resend.com');
    const unnamed = addresses.filter(
      (address) => !withoutPersonalData.has(address) && !recipientOf(address, deployment),
    );
    expect(unnamed, 'add them to lib/privacy/data-recipients.ts and the privacy policy').toEqual([]);
  });

  it('are each named in the bundled privacy policy in every language, with CNPD and the retention period', () => {
    const text = policyText();
    for (const locale of LOCALES) {
      expect(text[locale].length, locale).toBeGreaterThan(1000);
      for (const recipient of DATA_RECIPIENTS)
        expect(text[locale], `${recipient.key} (${locale})`).toContain(recipient.name[locale]);
      expect(text[locale], `CNPD (${locale})`).toContain('Comissão Nacional de Proteção de Dados (CNPD)');
      expect(text[locale], `CNPD's website (${locale})`).toContain('www.cnpd.pt');
      expect(text[locale], `retention (${locale})`).toMatch(new RegExp(`\\b${BOOKING_RETENTION_MONTHS} \\p{L}`, 'u'));
    }
  });
});
