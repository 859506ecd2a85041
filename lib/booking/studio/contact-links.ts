/**
 * Links that call or message a visitor from the number they typed ("+351 912 345 678",
 * "912345678", "00351 912…"). The business is in Portugal, so a number written without a country
 * code is taken as Portuguese (nine digits: a mobile starts with 9, a landline with 2).
 */

/** Portugal's country calling code. */
const PORTUGAL = '351';

/** The number in international form, digits only (no +), or undefined when it cannot be one. */
export function internationalDigits(phone: string | null | undefined): string | undefined {
  const typed = (phone ?? '').trim();
  if (typed === '') return undefined;
  let digits = typed.replace(/\D/g, '');
  if (typed.startsWith('+')) {
    // As written.
  } else if (digits.startsWith('00')) {
    digits = digits.slice(2);
  } else if (/^[29]\d{8}$/.test(digits)) {
    digits = `${PORTUGAL}${digits}`;
  }
  // E.164: at most 15 digits; fewer than 8 cannot be an international number.
  return /^[1-9]\d{7,14}$/.test(digits) ? digits : undefined;
}

/** `tel:+351912345678`; undefined for an empty or impossible number. */
export function telHref(phone: string | null | undefined): string | undefined {
  const digits = internationalDigits(phone);
  return digits ? `tel:+${digits}` : undefined;
}

/** WhatsApp's click-to-chat link (`https://wa.me/<digits>`, the number without + or zeros in front). */
export function whatsappHref(phone: string | null | undefined): string | undefined {
  const digits = internationalDigits(phone);
  return digits ? `https://wa.me/${digits}` : undefined;
}
