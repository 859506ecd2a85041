import { describe, expect, it } from 'vitest';
import { internationalDigits, telHref, whatsappHref } from './contact-links';

describe('contact links', () => {
  it.each([
    ['+351 912 345 678', '351912345678'],
    ['+351912345678', '351912345678'],
    ['00351 912 345 678', '351912345678'],
    ['912 345 678', '351912345678'],
    ['212-345-678', '351212345678'],
    ['+380 (67) 123-45-67', '380671234567'],
    ['+44 20 7946 0958', '442079460958'],
  ])('read %j as %s', (phone, digits) => {
    expect(internationalDigits(phone)).toBe(digits);
    expect(telHref(phone)).toBe(`tel:+${digits}`);
    expect(whatsappHref(phone)).toBe(`https://wa.me/${digits}`);
  });

  it.each([null, undefined, '', '   ', '12345', 'call me', '+0 123 456 789', '+1234567890123456'])(
    'offer no link for %j',
    (phone) => {
      expect(telHref(phone)).toBeUndefined();
      expect(whatsappHref(phone)).toBeUndefined();
    },
  );
});
