import { describe, expect, it } from 'vitest';
import { LOCALES, TOAST_HOTKEY } from '@/lib/constants';
import { BOOKING_ESTIMATE_TEMPLATE_VALUES, CLIENT_LABEL_IDS } from '@/lib/i18n/client-labels';
import { getIntl, pickMessages } from '@/lib/i18n/server';
import { formatEuroCents } from '@/lib/format';
import { estimateText } from './estimate-text';

// The labels as the booking form receives them (components/booking/booking-request.tsx).
const labelsIn = (lang: (typeof LOCALES)[number]) =>
  pickMessages(lang, CLIENT_LABEL_IDS.bookingForm, { hotkey: TOAST_HOTKEY, ...BOOKING_ESTIMATE_TEMPLATE_VALUES });

describe('estimateText', () => {
  for (const lang of LOCALES) {
    it(`${lang}: fills the estimate in as react-intl formats it, with the regime's wording`, () => {
      const labels = labelsIn(lang);
      const intl = getIntl(lang);
      const amount = formatEuroCents(37550, lang);
      const vatIncluded = intl.formatMessage({ id: 'price.vatIncluded' });
      const vatExempt = intl.formatMessage({ id: 'price.vatExempt' });
      expect(estimateText({ kind: 'price', totalCents: 37550, freeCollection: false }, 'normal', labels, lang)).toBe(
        intl.formatMessage({ id: 'booking.estimate' }, { amount, vat: vatIncluded }),
      );
      const exempt = estimateText({ kind: 'price', totalCents: 37550, freeCollection: true }, 'exempt', labels, lang);
      expect(exempt).toBe(intl.formatMessage({ id: 'booking.estimateFreeCollection' }, { amount, vat: vatExempt }));
      // After the amount's comma: "Без ПДВ" itself ends in Ukrainian's "з ПДВ".
      expect(exempt).not.toContain(`, ${vatIncluded}`);
      expect(exempt).toContain(amount);
    });

    it(`${lang}: says on request, or asks to choose`, () => {
      const labels = labelsIn(lang);
      expect(estimateText({ kind: 'on-request' }, 'normal', labels, lang)).toBe(labels['booking.estimateOnRequest']);
      expect(estimateText({ kind: 'none' }, 'exempt', labels, lang)).toBe(labels['booking.estimateHint']);
    });
  }

  it('reads as the issue words it in English', () => {
    const labels = labelsIn('en');
    expect(estimateText({ kind: 'price', totalCents: 37500, freeCollection: true }, 'normal', labels, 'en')).toBe(
      'Estimate: €375, VAT included, with free collection and delivery',
    );
    expect(estimateText({ kind: 'price', totalCents: 6950, freeCollection: false }, 'exempt', labels, 'en')).toBe(
      'Estimate: €69.50, VAT exempt (art. 53 CIVA)',
    );
    expect(estimateText({ kind: 'on-request' }, 'normal', labels, 'en')).toBe('Price on request for this vehicle size');
  });
});
