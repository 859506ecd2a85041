/**
 * The icons a phone uses when the site is added to the home screen: files in public/icons/, drawn
 * by tooling/media/app-icons.ts (`npm run media:generate`) and listed by the web app manifest
 * (app/manifest.ts) and the layout's metadata. Plain data without imports, so the generator,
 * which runs in plain Node, reads the same list.
 */

/** Where Next serves app/manifest.ts. */
export const WEB_APP_MANIFEST_PATH = '/manifest.webmanifest';

/**
 * `disc`: the favicon's gold monogram disc on transparency, filling the square (purpose `any`).
 * `tile`: the disc on an opaque ink square, within the central 80 % that every mask keeps
 * (purpose `maskable`; Apple's touch icon, which iOS rounds itself and must not be transparent).
 */
export type AppIconStyle = 'disc' | 'tile';

export type AppIcon = {
  /** Public URL; the file is public/<src>. */
  src: string;
  /** Width and height in pixels. */
  size: number;
  style: AppIconStyle;
};

export type ManifestIcon = AppIcon & { purpose: 'any' | 'maskable' };

export const MANIFEST_ICONS: readonly ManifestIcon[] = [
  { src: '/icons/icon-192.png', size: 192, style: 'disc', purpose: 'any' },
  { src: '/icons/icon-512.png', size: 512, style: 'disc', purpose: 'any' },
  { src: '/icons/icon-maskable-512.png', size: 512, style: 'tile', purpose: 'maskable' },
];

export const APPLE_TOUCH_ICON: AppIcon = { src: '/icons/apple-touch-icon.png', size: 180, style: 'tile' };

export const APP_ICONS: readonly AppIcon[] = [...MANIFEST_ICONS, APPLE_TOUCH_ICON];

/** Largest file per icon: a few shades of two colours need no more. */
export const APP_ICON_MAX_BYTES = 12 * 1024;

/** Share of a maskable icon's side that every mask keeps: a centred circle this wide. */
export const MASKABLE_SAFE_ZONE = 0.8;
