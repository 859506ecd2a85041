import { gzipSync } from 'node:zlib';

/**
 * A prerendered App Router document is its markup, then the RSC payload that Next inlines after
 * it (`self.__next_f` scripts) for the client to hydrate: the same elements a second time, as
 * data. Its first script of that kind starts the payload.
 */
const PAYLOAD_START = /<script\b[^>]*>\s*\(?self\.__next_f\b/;

/** The document's markup and its inline RSC payload (empty when it has none). */
export function splitDocument(html: string): { markup: string; payload: string } {
  const start = html.search(PAYLOAD_START);
  return start === -1 ? { markup: html, payload: '' } : { markup: html.slice(0, start), payload: html.slice(start) };
}

/**
 * Gzipped kB of the whole document and of its markup alone (at Next's level, zlib's default 6),
 * and what the payload adds: gzip sees a text's payload copy only within 32 KiB of its markup
 * copy, so on a longer page the payload costs about its own weight.
 */
export function htmlGzipSplit(html: string): { allKb: number; markupKb: number; payloadShareKb: number } {
  const gzipKb = (text: string) => gzipSync(text, { level: 6 }).length / 1024;
  const allKb = gzipKb(html);
  const markupKb = gzipKb(splitDocument(html).markup);
  return { allKb, markupKb, payloadShareKb: allKb - markupKb };
}
