import type { SVGProps } from 'react';
import type { IconName } from '@/lib/icons/sprite';
import { ICON_SPRITE_VERSION } from '@/lib/icons/sprite-version';

/** Where the sprite is served: app/icons.svg/route.ts (listed in proxy.ts's matcher). */
export const ICON_SPRITE_PATH = '/icons.svg';
/** The sprite's URL with its content hash: each version is cached for good, a new one fetched at once. */
export const ICON_SPRITE_URL = `${ICON_SPRITE_PATH}?v=${ICON_SPRITE_VERSION}`;

type IconProps = SVGProps<SVGSVGElement>;

/**
 * An icon from the site's sprite (lib/icons/sprite.ts; no icon font, no dependency). Decorative by
 * default: the link or button around it carries the accessible name. It follows `currentColor`;
 * outline icons take `strokeWidth` from here. The symbol brings its own viewBox, so the `<svg>`
 * around it needs none (each attribute is in the HTML, and for server-rendered icons again in the
 * RSC payload).
 */
function Icon({ name, ...props }: Omit<IconProps, 'name'> & { name: IconName }) {
  return (
    <svg width="20" height="20" strokeWidth={1.8} aria-hidden="true" {...props}>
      <use href={`${ICON_SPRITE_URL}#${name}`} />
    </svg>
  );
}

const icon = (name: IconName) =>
  function SpriteIcon(props: IconProps) {
    return <Icon {...props} name={name} />;
  };

export const PhoneIcon = icon('phone');
export const MailIcon = icon('mail');
export const MapPinIcon = icon('map-pin');
export const ClockIcon = icon('clock');
export const MenuIcon = icon('menu');
export const CloseIcon = icon('close');
export const ChevronDownIcon = icon('chevron-down');
export const ChevronLeftIcon = icon('chevron-left');
export const ChevronRightIcon = icon('chevron-right');
export const InstagramIcon = icon('instagram');
export const FacebookIcon = icon('facebook');
export const WhatsAppIcon = icon('whatsapp');
