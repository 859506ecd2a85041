import type { ReactNode } from 'react';
import { ClockIcon, MailIcon, MapPinIcon, PhoneIcon } from '@/components/layout/icons';
import { Reveal } from '@/components/ui/reveal';
import { SectionShell } from '@/components/ui/section-shell';
import { homeSection } from './home-section';
import { RESPONSE_PROMISE_HOURS, type Locale } from '@/lib/constants';
import type { HomePageContent, SiteSettingsContent } from '@/lib/content';
import { ReasonsList } from '@/components/ui/reasons-list';
import { getIntl } from '@/lib/i18n/server';
import { MapSection } from './map-section';

type Props = {
  lang: Locale;
  heading: HomePageContent['page']['contactSection'];
  settings: Pick<
    SiteSettingsContent,
    | 'phone'
    | 'phoneHref'
    | 'email'
    | 'locationLabel'
    | 'addressLines'
    | 'mapQuery'
    | 'contactHours'
    | 'whyChooseUsTitle'
    | 'whyChooseUs'
  >;
  /** The booking form, mounted beside the contact details. */
  bookingForm: ReactNode;
};

/** How to reach the studio, why to choose it, where it is, and the booking request form. */
export async function ContactSection({ lang, heading, settings, bookingForm }: Props) {
  const intl = getIntl(lang);
  const lines = settings.addressLines;
  const section = homeSection('contact');
  return (
    <SectionShell {...section} className="bg-mist py-20 md:py-28" layout="heading-reveal" heading={heading}>
      <Reveal className="mt-14 grid gap-10 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14">
        <div className="flex flex-col gap-8">
          <div className="rounded-card bg-ink p-7 text-paper shadow-card md:p-8">
            <h3 className="text-xl font-bold">{intl.formatMessage({ id: 'home.contact.detailsTitle' })}</h3>
            <dl className="mt-6 space-y-6" data-testid="contact-details">
              {settings.phone && settings.phoneHref ? (
                <ContactItem icon={<PhoneIcon />} label={intl.formatMessage({ id: 'home.contact.phone' })}>
                  <a href={settings.phoneHref} className="inline-flex min-h-11 items-center hover:text-gold">
                    {settings.phone}
                  </a>
                </ContactItem>
              ) : null}
              {settings.email ? (
                <ContactItem icon={<MailIcon />} label={intl.formatMessage({ id: 'home.contact.email' })}>
                  <a
                    href={`mailto:${settings.email}`}
                    className="inline-flex min-h-11 items-center break-all hover:text-gold"
                  >
                    {settings.email}
                  </a>
                </ContactItem>
              ) : null}
              <ContactItem icon={<MapPinIcon />} label={intl.formatMessage({ id: 'home.contact.location' })}>
                <span className="block font-semibold">{settings.locationLabel}</span>
                <address className="text-paper/80 not-italic">
                  {lines.map((line) => (
                    <span key={line} className="block">
                      {line}
                    </span>
                  ))}
                </address>
              </ContactItem>
              <ContactItem icon={<ClockIcon />} label={intl.formatMessage({ id: 'home.contact.hours' })}>
                <dl className="space-y-2" data-testid="contact-hours">
                  {settings.contactHours?.map((entry) => (
                    <div key={entry._key}>
                      <dt className="font-semibold">{entry.days}</dt>
                      <dd className="text-paper/80">{entry.hours}</dd>
                    </div>
                  ))}
                </dl>
              </ContactItem>
            </dl>
          </div>
          {settings.mapQuery ? <MapSection lang={lang} query={settings.mapQuery} addressLines={lines} /> : null}
        </div>
        <div>
          {bookingForm}
          <p className="mt-5 flex items-center gap-3 text-sm font-medium text-slate" data-testid="response-note">
            <span className="text-gold-deep">
              <ClockIcon />
            </span>
            {intl.formatMessage({ id: 'home.contact.responseNote' }, { hours: RESPONSE_PROMISE_HOURS })}
          </p>
        </div>
      </Reveal>
      <Reveal className="mt-20">
        <h3 className="text-center text-2xl font-bold tracking-tight text-ink md:text-3xl">
          {settings.whyChooseUsTitle}
        </h3>
        <ReasonsList reasons={settings.whyChooseUs} variant="home" data-testid="why-choose-us" />
      </Reveal>
    </SectionShell>
  );
}

function ContactItem({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div>
      <dt className="flex items-center gap-4 text-xs font-semibold tracking-[0.2em] text-paper/70 uppercase">
        <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-gold/15 text-gold">
          {icon}
        </span>
        {label}
      </dt>
      {/* Indented under the label, past the icon (size-10 + gap-4). */}
      <dd className="-mt-1 min-w-0 pl-14 text-base">{children}</dd>
    </div>
  );
}
