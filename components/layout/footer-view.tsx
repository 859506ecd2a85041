import { Fragment, type ReactNode } from 'react';
import { buttonClasses } from '@/components/ui/button-styles';
import { NewTabLink, PhoneLink, SocialLink, type PhoneContact } from './contact-links';
import { ClockIcon, MailIcon, MapPinIcon } from './icons';
import type { SiteLink } from './site-links';

/** The footer's texts and links, formatted on the server (footer.tsx). */
export type FooterContent = {
  businessName: string;
  description: string;
  bookNow: SiteLink;
  socialLinks: { key: string; network: string; url: string }[];
  quickLinks: SiteLink[];
  phone: PhoneContact;
  email: string;
  addressLines: string[];
  locationLabel: string;
  hours: { key: string; days: string | null; hours: string | null }[];
  copyright: string;
  legalLinks: SiteLink[];
  /** The official complaints book, on another site. */
  complaintsBook: SiteLink;
  /** Legal name, tax number, trade register and registered office, as one line. */
  provider: string;
  disputeResolution: { key: string; name: string; url: string }[];
  labels: Record<'followUs' | 'newTab' | 'quickLinks' | 'contact' | 'hours' | 'legal' | 'disputes', string>;
};

const headingClasses = 'eyebrow text-gold';
const linkClasses = 'footer-link';

/** The footer's markup, from texts and links formatted by footer.tsx (a server component: nothing in it is interactive). */
export function FooterView({ content }: { content: FooterContent }) {
  const {
    businessName,
    description,
    bookNow,
    socialLinks,
    quickLinks,
    phone,
    email,
    addressLines,
    locationLabel,
    hours,
    copyright,
    legalLinks,
    complaintsBook,
    provider,
    disputeResolution,
    labels,
  } = content;
  return (
    <footer className="bg-graphite text-sm text-paper/80">
      <div className="mx-auto grid max-w-7xl gap-12 px-5 py-16 md:grid-cols-2 md:px-8 md:py-20 lg:grid-cols-[1.4fr_1fr_1.2fr_1fr]">
        <div>
          <p className="text-xl font-bold tracking-tight text-paper">{businessName}</p>
          <p className="mt-4 max-w-sm leading-relaxed">{description}</p>
          <a href={bookNow.href} className={buttonClasses('primary', 'mt-6')}>
            {bookNow.label}
          </a>
          <div className="mt-8">
            <h2 className={headingClasses}>{labels.followUs}</h2>
            <ul className="mt-3 flex gap-2">
              {socialLinks.map((link) => (
                <li key={link.key}>
                  <SocialLink
                    network={link.network}
                    url={link.url}
                    newTabLabel={labels.newTab}
                    className="inline-flex size-11 items-center justify-center rounded-full border border-paper/20 text-paper transition-colors hover:border-gold hover:text-gold"
                  />
                </li>
              ))}
            </ul>
          </div>
        </div>

        <nav aria-labelledby="footer-quick-links">
          <h2 id="footer-quick-links" className={headingClasses}>
            {labels.quickLinks}
          </h2>
          <LinkList links={quickLinks} className="mt-3" />
        </nav>

        <div>
          <h2 className={headingClasses}>{labels.contact}</h2>
          <ul className="mt-3 space-y-1">
            <li>
              <PhoneLink phone={phone} iconClassName="shrink-0 text-gold" className={`${linkClasses} gap-3`} />
            </li>
            <li>
              <a href={`mailto:${email}`} className={`${linkClasses} gap-3 break-all`}>
                <MailIcon width={18} height={18} className="shrink-0 text-gold" />
                {email}
              </a>
            </li>
            <li className="flex gap-3 py-3">
              <MapPinIcon width={18} height={18} className="mt-0.5 shrink-0 text-gold" />
              <address className="not-italic leading-relaxed">
                {addressLines.map((line) => (
                  <Fragment key={line}>
                    {line}
                    <br />
                  </Fragment>
                ))}
                <span className="text-paper/65">{locationLabel}</span>
              </address>
            </li>
          </ul>
        </div>

        <div>
          <h2 className={headingClasses}>{labels.hours}</h2>
          <dl className="mt-5 space-y-3">
            {hours.map((entry) => (
              <div key={entry.key}>
                <dt className="flex items-center gap-3 font-semibold text-paper">
                  <ClockIcon width={18} height={18} className="shrink-0 text-gold" />
                  {entry.days}
                </dt>
                <dd className="pl-[1.875rem]">{entry.hours}</dd>
              </div>
            ))}
          </dl>
        </div>
      </div>

      <div className="border-t border-paper/10">
        {/* Utilities the stylesheet already has, not a class of its own: every page waits for that sheet. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-2 p-6 px-5 text-xs leading-relaxed text-paper/65 md:px-8">
          {provider ? <p>{provider}</p> : null}
          {disputeResolution.length > 0 ? (
            <p>
              {labels.disputes}{' '}
              {disputeResolution.map((entity, index) => (
                <Fragment key={entity.key}>
                  {index > 0 ? ' · ' : null}
                  <NewTabLink
                    href={entity.url}
                    label={entity.name}
                    newTabLabel={labels.newTab}
                    // Underlined: a link within a sentence is told from the text by more than its colour.
                    className="underline underline-offset-4 hover:text-gold"
                  >
                    {entity.name}
                  </NewTabLink>
                </Fragment>
              ))}
            </p>
          ) : null}
        </div>
      </div>

      <div className="border-t border-paper/10">
        {/* Room below (phones) or to the right (wider): the floating chat button never covers this row. */}
        <div className="mx-auto flex max-w-7xl flex-col gap-2 px-5 pt-6 pb-24 md:flex-row md:items-center md:justify-between md:pr-24 md:pb-6 md:pl-8">
          <p>{copyright}</p>
          <nav aria-label={labels.legal}>
            <LinkList links={legalLinks} className="flex flex-wrap gap-x-6">
              <li>
                <NewTabLink
                  href={complaintsBook.href}
                  label={complaintsBook.label}
                  newTabLabel={labels.newTab}
                  className={linkClasses}
                >
                  {complaintsBook.label}
                </NewTabLink>
              </li>
            </LinkList>
          </nav>
        </div>
      </div>
    </footer>
  );
}

function LinkList({ links, className, children }: { links: SiteLink[]; className: string; children?: ReactNode }) {
  return (
    <ul className={className}>
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} className={linkClasses}>
            {link.label}
          </a>
        </li>
      ))}
      {children}
    </ul>
  );
}
