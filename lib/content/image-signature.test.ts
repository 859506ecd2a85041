import { describe, expect, it } from 'vitest';
import { cropSignature, imageSigningKey, isEmittedImageUrl } from './image-signature';

const SHA1 = '8d85ca519fb59055012dd7011dc702c374957b9d';
const FILE = `${SHA1}-1200x900.webp`;
const KEY = imageSigningKey('a webhook secret of some length');
const SITE = { key: KEY, projectId: 'local', dataset: 'production' };
const LOCAL = `/sanity-assets/images/local/production/${FILE}`;
const CDN = `https://cdn.sanity.io/images/local/production/${FILE}`;
const signed = (base: string, rect: string, key = KEY) => `${base}/${cropSignature(key, FILE, rect)}.webp?rect=${rect}`;

describe('isEmittedImageUrl', () => {
  it('passes a whole image of this dataset and a crop the site signed, on the site or the CDN', () => {
    for (const base of [LOCAL, CDN]) {
      expect(isEmittedImageUrl(base, SITE)).toBe(true);
      expect(isEmittedImageUrl(signed(base, '120,180,780,630'), SITE)).toBe(true);
    }
  });

  it.each([
    ['a made-up crop', `${LOCAL}?rect=1,0,100000,100000`],
    ['a signed crop with its rect changed', signed(LOCAL, '120,180,780,630').replace('rect=120', 'rect=121')],
    ['a crop signed with another key', signed(LOCAL, '120,180,780,630', imageSigningKey('another secret'))],
    ['a signed crop with another parameter', `${signed(LOCAL, '120,180,780,630')}&w=8000`],
    ['a signed crop with the rect twice', `${signed(LOCAL, '120,180,780,630')}&rect=0,0,1,1`],
    ['a whole image with a parameter', `${LOCAL}?junk=1`],
    ['a signature without a crop', `${LOCAL}/${cropSignature(KEY, FILE, '1,1,1,1')}.webp`],
    ['another project', CDN.replace('/local/', '/otherproject/')],
    ['another dataset', LOCAL.replace('/production/', '/staging/')],
    ['another host', CDN.replace('cdn.sanity.io', 'evil.example')],
    ['a file asset', `/sanity-assets/files/local/production/${SHA1}.mp4`],
    ['a path outside the assets', '/icons/icon-192.png'],
  ])('refuses %s', (_, url) => expect(isEmittedImageUrl(url, SITE)).toBe(false));
});
