import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { htmlGzipSplit, splitDocument } from './html-split.ts';

const MARKUP =
  '<!DOCTYPE html><html lang="en"><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><main><h1>Interior detailing</h1></main>';
const PAYLOAD =
  '<script>(self.__next_f=self.__next_f||[]).push([0])</script><script>self.__next_f.push([1,"0:[\\"$\\",\\"h1\\",null,{}]"])</script></body></html>';

describe('splitDocument', () => {
  it('cuts before the first inline payload script, keeping the other scripts in the markup', () => {
    expect(splitDocument(MARKUP + PAYLOAD)).toEqual({ markup: MARKUP, payload: PAYLOAD });
  });

  it('finds the payload behind a script with attributes (a nonce)', () => {
    const payload = '<script nonce="abc">self.__next_f.push([1,"x"])</script>';
    expect(splitDocument(MARKUP + payload)).toEqual({ markup: MARKUP, payload });
  });

  it('gives a document without a payload all to the markup', () => {
    expect(splitDocument(MARKUP)).toEqual({ markup: MARKUP, payload: '' });
  });
});

describe('htmlGzipSplit', () => {
  it('charges the payload what it adds to the gzipped whole', () => {
    // Random text: incompressible, so its second copy costs only when gzip cannot reach the first.
    const text = randomBytes(12_000).toString('base64');
    const near = htmlGzipSplit(`<p>${text}</p><script>self.__next_f.push([1,"${text}"])</script>`);
    const far = htmlGzipSplit(
      `<p>${text}</p><p>${randomBytes(18_000).toString('base64')}</p><script>self.__next_f.push([1,"${text}"])</script>`,
    );
    expect(near.allKb).toBeCloseTo(near.markupKb + near.payloadShareKb, 6);
    // Within gzip's 32 KiB window the repeat is nearly free; 40 kB later it costs its own weight.
    expect(near.payloadShareKb).toBeLessThan(1);
    expect(far.payloadShareKb).toBeGreaterThan(11);
  });
});
