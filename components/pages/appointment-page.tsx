import { AppointmentForms } from '@/components/booking/appointment-forms';
import { BUSINESS_TIME_ZONE } from '@/lib/booking/dates';
import {
  readManagedAppointment,
  shownOutcome,
  type ManagedAppointment,
  type ManageLink,
  type ManageOutcome,
} from '@/lib/booking/server';
import { APPOINTMENT_TEXT_MAX_LENGTH, type Locale } from '@/lib/constants';
import { getAppointmentContent, getSiteSettings, type SiteSettingsContent } from '@/lib/content';
import { formatDuration, formatEuroCents } from '@/lib/format';
import { getIntl } from '@/lib/i18n/server';
import type { MessageId } from '@/lib/i18n/messages';
import { appointmentPath, sectionHref } from '@/lib/seo/routes';
import { buttonClasses } from '@/components/ui/button-styles';
import { VatNote } from '@/components/ui/prices';
import {
  cardClasses,
  Detail,
  headingClasses,
  LinkPage,
  LinkStateCard,
  linkClasses,
  PhoneLine,
  type LinkPageSettings,
} from './link-page';

type Settings = LinkPageSettings & Pick<SiteSettingsContent, 'addressLines' | 'vatRegime'>;

/** The page's name in its test ids and the phone's. */
const NAME = 'appointment';

/** The page's one heading for each state of the link. */
const TITLES: Record<ManageLink['status'], MessageId> = {
  valid: 'appointment.title',
  used: 'appointment.cancelledTitle',
  expired: 'appointment.expiredTitle',
  invalid: 'appointment.invalidTitle',
  unavailable: 'appointment.unavailableTitle',
};

/** What a link that shows no appointment says; it names nobody and nothing of anyone's booking. */
const STATE_TEXTS: Record<Exclude<ManageLink['status'], 'valid'>, MessageId> = {
  used: 'appointment.cancelledText',
  expired: 'appointment.expiredText',
  invalid: 'appointment.invalidText',
  unavailable: 'appointment.unavailableText',
};

/**
 * The visitor's page of one appointment (the link in its mails): what was agreed, where, the
 * owner's message and the withdrawal notice, and, until the owner's cut-off, the forms to cancel
 * or ask for another date; after it, the phone. A link that opens nothing says why and gives the
 * phone. After a form, its outcome is told in the frame's status region (./link-page.tsx).
 */
export async function AppointmentPageView({
  lang,
  token,
  outcome,
}: {
  lang: Locale;
  token: string;
  outcome: ManageOutcome | null;
}) {
  const [link, settings] = await Promise.all([readManagedAppointment(token), getSiteSettings(lang)]);
  const intl = getIntl(lang);
  const title = intl.formatMessage({ id: TITLES[link.status] });
  const told = shownOutcome(outcome, link);
  return (
    <LinkPage
      lang={lang}
      name={NAME}
      title={title}
      path={appointmentPath(token)}
      told={
        told ? intl.formatMessage({ id: `appointment.outcome.${told}` }, { max: APPOINTMENT_TEXT_MAX_LENGTH }) : null
      }
    >
      {link.status === 'valid' ? (
        <Appointment lang={lang} token={token} appointment={link.appointment} settings={settings} />
      ) : (
        <LinkStateCard
          lang={lang}
          name={NAME}
          text={intl.formatMessage({ id: STATE_TEXTS[link.status] })}
          settings={settings}
        >
          {link.status === 'used' || link.status === 'expired' ? (
            <a href={sectionHref('contact', lang)} className={buttonClasses('dark')}>
              {intl.formatMessage({ id: 'nav.bookNow' })}
            </a>
          ) : null}
        </LinkStateCard>
      )}
    </LinkPage>
  );
}

async function Appointment({
  lang,
  token,
  appointment,
  settings,
}: {
  lang: Locale;
  token: string;
  appointment: ManagedAppointment;
  settings: Settings;
}) {
  const intl = getIntl(lang);
  const content = await getAppointmentContent(lang);
  // The content's texts in the page's language; those the mails gave where the content has none.
  const serviceTitle = content.serviceTitle(appointment.service) ?? appointment.mail.serviceTitle;
  // Plain text, paragraphs split by blank lines.
  const withdrawal = (content.withdrawal ?? appointment.mail.withdrawal ?? '')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.trim())
    .filter(Boolean);
  const start = new Date(appointment.startsAt);
  const end = new Date(start.getTime() + appointment.durationMinutes * 60_000);
  const inLisbon = { timeZone: BUSINESS_TIME_ZONE } as const;
  const until = intl.formatDate(appointment.changesUntil, { ...inLisbon, dateStyle: 'full', timeStyle: 'short' });

  return (
    <>
      <section aria-labelledby="appointment-details" className={cardClasses}>
        <h2 id="appointment-details" className={headingClasses}>
          {intl.formatMessage({ id: 'appointment.detailsTitle' })}
        </h2>
        <dl className="mt-6 grid gap-x-8 gap-y-5 sm:grid-cols-2" data-testid="appointment-details">
          {serviceTitle ? (
            <Detail label={intl.formatMessage({ id: 'appointment.service' })}>{serviceTitle}</Detail>
          ) : null}
          <Detail label={intl.formatMessage({ id: 'appointment.date' })}>
            <time dateTime={appointment.startsAt}>{intl.formatDate(start, { ...inLisbon, dateStyle: 'full' })}</time>
          </Detail>
          <Detail label={intl.formatMessage({ id: 'appointment.time' })}>
            {intl.formatDateTimeRange(start, end, { ...inLisbon, timeStyle: 'short' })}
          </Detail>
          <Detail label={intl.formatMessage({ id: 'pages.duration' })}>
            {formatDuration(appointment.durationMinutes, lang)}
          </Detail>
          {appointment.priceCents !== null ? (
            <Detail label={intl.formatMessage({ id: 'pages.price' })}>
              {formatEuroCents(appointment.priceCents, lang)} <VatNote regime={settings.vatRegime} lang={lang} />
            </Detail>
          ) : null}
        </dl>
        {appointment.ownerMessage ? (
          <>
            <h3 className="mt-8 text-lg font-bold text-ink">
              {intl.formatMessage({ id: 'appointment.ownerMessage' })}
            </h3>
            <p className="mt-2 whitespace-pre-line text-ink" data-testid="appointment-owner-message">
              {appointment.ownerMessage}
            </p>
          </>
        ) : null}
      </section>

      <section aria-labelledby="appointment-where" className={cardClasses}>
        <h2 id="appointment-where" className={headingClasses}>
          {intl.formatMessage({ id: 'home.map.title' })}
        </h2>
        <address className="mt-4 text-ink not-italic">
          {settings.addressLines.map((line) => (
            <span key={line} className="block">
              {line}
            </span>
          ))}
        </address>
        <div className="mt-4 flex flex-wrap items-center gap-x-8 gap-y-2">
          {/* A new tab on Google's site, told no referrer at all: not even the site's origin. */}
          <a href={content.business.mapUrl} target="_blank" rel="noopener noreferrer" className={linkClasses}>
            {intl.formatMessage({ id: 'home.map.open' })}
            <span className="sr-only"> {intl.formatMessage({ id: 'home.map.opensNewTab' })}</span>
          </a>
          <PhoneLine lang={lang} name={NAME} settings={settings} />
        </div>
      </section>

      <section aria-labelledby="appointment-changes" className={cardClasses}>
        <h2 id="appointment-changes" className={headingClasses}>
          {intl.formatMessage({ id: 'appointment.changesTitle' })}
        </h2>
        {appointment.canChange ? (
          <>
            <p className="mt-4 text-ink">{intl.formatMessage({ id: 'appointment.changesUntil' }, { until })}</p>
            <AppointmentForms lang={lang} token={token} asksLeft={appointment.asksLeft} />
          </>
        ) : (
          <>
            <p className="mt-4 text-ink">{intl.formatMessage({ id: 'appointment.changesClosed' }, { until })}</p>
            <div className="mt-4">
              <PhoneLine lang={lang} name={NAME} settings={settings} />
            </div>
          </>
        )}
      </section>

      {withdrawal.length ? (
        <section aria-labelledby="appointment-withdrawal" className={cardClasses}>
          <h2 id="appointment-withdrawal" className={headingClasses}>
            {intl.formatMessage({ id: 'appointment.withdrawalTitle' })}
          </h2>
          <div className="mt-4 space-y-3 text-slate">
            {withdrawal.map((paragraph) => (
              <p key={paragraph} className="whitespace-pre-line">
                {paragraph}
              </p>
            ))}
          </div>
        </section>
      ) : null}
    </>
  );
}
