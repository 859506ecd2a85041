import type { PriceList } from '@/lib/booking';
import { TOAST_HOTKEY, type Locale } from '@/lib/constants';
import { BOOKING_ESTIMATE_TEMPLATE_VALUES, CLIENT_LABEL_IDS } from '@/lib/i18n/client-labels';
import { localizedHref } from '@/lib/i18n/locale';
import { getIntl, pickMessages } from '@/lib/i18n/server';
import { BookingForm } from './booking-form';

/** The booking form with its strings formatted on the server, in the page's language. */
export function BookingRequest({
  lang,
  services,
  priceList,
}: {
  lang: Locale;
  services: { value: string | null; title: string | null }[];
  /** The sizes, prices and extras the form estimates with, in the page's language. */
  priceList: PriceList<string>;
}) {
  const privacyNotice = getIntl(lang).formatMessage(
    { id: 'booking.privacyNotice' },
    {
      link: (chunks) => (
        <a
          href={localizedHref('/privacy-policy', lang)}
          className="font-semibold text-ink underline underline-offset-4"
        >
          {chunks}
        </a>
      ),
    },
  );
  return (
    <BookingForm
      lang={lang}
      services={services}
      priceList={priceList}
      labels={pickMessages(lang, CLIENT_LABEL_IDS.bookingForm, {
        hotkey: TOAST_HOTKEY,
        ...BOOKING_ESTIMATE_TEMPLATE_VALUES,
      })}
      privacyNotice={privacyNotice}
    />
  );
}
