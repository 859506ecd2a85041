import { TOAST_HOTKEY, type Locale } from '@/lib/constants';
import { CLIENT_LABEL_IDS } from '@/lib/i18n/client-labels';
import { localizedHref } from '@/lib/i18n/locale';
import { getIntl, pickMessages } from '@/lib/i18n/server';
import { BookingForm } from './booking-form';

/** The booking form with its strings formatted on the server, in the page's language. */
export function BookingRequest({
  lang,
  services,
}: {
  lang: Locale;
  services: { value: string | null; title: string | null }[];
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
      labels={pickMessages(lang, CLIENT_LABEL_IDS.bookingForm, { hotkey: TOAST_HOTKEY })}
      privacyNotice={privacyNotice}
    />
  );
}
