import type { ComponentType, ReactNode, SVGProps } from 'react';
import { FacebookIcon, InstagramIcon, PhoneIcon } from './icons';

/** The business phone as links show it: number, `tel:` href, localized "Call us: <number>". */
export type PhoneContact = { number: string; href: string; label: string };

/** A phone link whose accessible name is the contact's localized label. */
export function PhoneLink({
  phone,
  className,
  iconClassName,
  iconSize = 18,
  showNumber = true,
}: {
  phone: PhoneContact;
  className: string;
  iconClassName?: string;
  iconSize?: number;
  showNumber?: boolean;
}) {
  return (
    <a href={phone.href} aria-label={phone.label} className={className}>
      <PhoneIcon width={iconSize} height={iconSize} className={iconClassName} />
      {showNumber ? phone.number : null}
    </a>
  );
}

const NETWORKS: Record<string, { name: string; Icon?: ComponentType<SVGProps<SVGSVGElement>> }> = {
  instagram: { name: 'Instagram', Icon: InstagramIcon },
  facebook: { name: 'Facebook', Icon: FacebookIcon },
  tiktok: { name: 'TikTok' },
  youtube: { name: 'YouTube' },
};

/**
 * A link to another site that opens in a new tab; its accessible name is `label` plus the localized
 * "(opens in a new tab)", so nobody is moved to a new tab unannounced.
 */
export function NewTabLink({
  href,
  label,
  newTabLabel,
  className,
  children,
}: {
  href: string;
  label: string;
  newTabLabel: string;
  className: string;
  children: ReactNode;
}) {
  return (
    <a
      href={href}
      target="_blank"
      rel="noopener noreferrer"
      aria-label={`${label} ${newTabLabel}`}
      className={className}
    >
      {children}
    </a>
  );
}

/** A social profile link, named by its network; networks without an icon show their name instead. */
export function SocialLink({
  network,
  url,
  newTabLabel,
  className,
  iconSize = 20,
}: {
  network: string;
  url: string;
  newTabLabel: string;
  className: string;
  iconSize?: number;
}) {
  const { name, Icon } = NETWORKS[network] ?? { name: network };
  return (
    <NewTabLink href={url} label={name} newTabLabel={newTabLabel} className={className}>
      {Icon ? <Icon width={iconSize} height={iconSize} /> : name}
    </NewTabLink>
  );
}
