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
 * A social profile link that opens in a new tab; its accessible name is the network plus the
 * localized "(opens in a new tab)". Networks without an icon show their name instead.
 */
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
  const content: ReactNode = Icon ? <Icon width={iconSize} height={iconSize} /> : name;
  return (
    <a href={url} target="_blank" rel="noopener noreferrer" aria-label={`${name} ${newTabLabel}`} className={className}>
      {content}
    </a>
  );
}
