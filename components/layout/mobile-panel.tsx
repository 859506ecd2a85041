'use client';

import type { Locale } from '@/lib/constants';
import { buttonClasses } from '@/components/ui/button-styles';
import { PhoneLink, SocialLink, type PhoneContact } from './contact-links';
import { LanguageSelector } from './language-selector';
import type { NavEntry, SiteLink } from './site-links';

/** What the mobile menu shows, as data: the header's own links, formatted on the server. */
export type MobilePanelContent = {
  entries: NavEntry[];
  navLabel: string;
  bookNow: SiteLink;
  phone: PhoneContact;
  instagram: { url: string; newTabLabel: string } | null;
  lang: Locale;
  languageLabel: string;
};

/**
 * The mobile menu's content, rendered only while the menu is open. It opens only with JavaScript,
 * so the page need not carry a hidden copy of the header's links in its HTML and RSC payload.
 */
export function MobilePanel({ content }: { content: MobilePanelContent }) {
  const { entries, navLabel, bookNow, phone, instagram, lang, languageLabel } = content;
  return (
    <div className="flex flex-col gap-8 px-5 pt-4 pb-10">
      <nav aria-label={navLabel}>
        <ul className="divide-y divide-paper/10 text-lg font-semibold">
          {entries
            .flatMap((entry) => ('items' in entry ? entry.items : [entry]))
            .map((link) => (
              <li key={link.href}>
                <a href={link.href} className="flex min-h-14 items-center hover:text-gold">
                  {link.label}
                </a>
              </li>
            ))}
        </ul>
      </nav>
      <a href={bookNow.href} className={buttonClasses('primary', 'w-full')}>
        {bookNow.label}
      </a>
      <div className="flex items-center justify-between gap-2 text-sm text-paper/85">
        <PhoneLink
          phone={phone}
          iconClassName="text-gold"
          className="inline-flex min-h-11 items-center gap-2 font-semibold"
        />
        {instagram ? (
          <SocialLink
            network="instagram"
            url={instagram.url}
            newTabLabel={instagram.newTabLabel}
            className="inline-flex size-11 items-center justify-center rounded-full"
            iconSize={18}
          />
        ) : null}
      </div>
      <LanguageSelector lang={lang} label={languageLabel} className="-mx-3 text-sm text-paper/85" />
    </div>
  );
}
