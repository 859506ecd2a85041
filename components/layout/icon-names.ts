/** The symbols of the icon sprite (icons.svg), by id; icons.test.ts checks the two agree. */
export const ICON_NAMES = [
  'phone',
  'mail',
  'map-pin',
  'clock',
  'menu',
  'close',
  'chevron-down',
  'chevron-left',
  'chevron-right',
  'instagram',
  'facebook',
  'whatsapp',
  'star',
  'star-outline',
  'map-art',
] as const;

export type IconName = (typeof ICON_NAMES)[number];

/** The drawn map's own coordinate system (its symbol's viewBox). */
export const MAP_ART_VIEW_BOX = '0 0 400 300';
