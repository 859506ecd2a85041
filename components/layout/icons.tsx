// Next's types for imported static files (next-env.d.ts has them too, but only once a build wrote it).
/// <reference types="next/image-types/global" />
import type { StaticImageData } from 'next/image';
import type { SVGProps } from 'react';
import type { IconName } from './icon-names';
import sprite from './icons.svg';

/** The sprite as a static asset: its URL carries its content hash, so it is cached for good. */
export const ICON_SPRITE_URL = (sprite as StaticImageData).src;

type IconProps = SVGProps<SVGSVGElement>;

/**
 * An icon from the site's sprite (icons.svg; no icon font, no dependency). Decorative by
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
