/**
 * The site's icons, drawn once: `app/icons.svg` serves them as one sprite of `<symbol>`s and
 * components/layout/icons.tsx points at them with `<use>`, so a page's markup and RSC payload carry
 * a reference per icon instead of its paths (26 on the home page, repeated in header and footer).
 * Outline icons take their stroke width from the `<svg>` that uses them (inherited).
 */
const PAINT = {
  outline: 'fill="none" stroke="currentColor" stroke-linecap="round" stroke-linejoin="round"',
  filled: 'fill="currentColor"',
  /** Paints itself. */
  art: '',
} as const;

/** An icon's own coordinate system unless it says otherwise. */
export const ICON_VIEW_BOX = '0 0 24 24';

export const ICONS = {
  phone: {
    kind: 'outline',
    body: '<path d="M5 3h3.2l1.6 4.6-2.2 1.5a12 12 0 0 0 7.3 7.3l1.5-2.2L21 15.8V19a2 2 0 0 1-2.2 2A17 17 0 0 1 3 5.2 2 2 0 0 1 5 3z"/>',
  },
  mail: {
    kind: 'outline',
    body: '<rect x="3" y="5" width="18" height="14" rx="2"/> <path d="m3.5 6.5 8.5 6.5 8.5-6.5"/>',
  },
  'map-pin': {
    kind: 'outline',
    body: '<path d="M12 21s-7-6.2-7-11.5a7 7 0 0 1 14 0C19 14.8 12 21 12 21z"/> <circle cx="12" cy="9.5" r="2.5"/>',
  },
  clock: { kind: 'outline', body: '<circle cx="12" cy="12" r="9"/> <path d="M12 7v5l3 2"/>' },
  menu: { kind: 'outline', body: '<path d="M4 7h16M4 12h16M4 17h16"/>' },
  close: { kind: 'outline', body: '<path d="M6 6l12 12M18 6 6 18"/>' },
  'chevron-down': { kind: 'outline', body: '<path d="m6 9 6 6 6-6"/>' },
  'chevron-left': { kind: 'outline', body: '<path d="m15 18-6-6 6-6"/>' },
  'chevron-right': { kind: 'outline', body: '<path d="m9 6 6 6-6 6"/>' },
  instagram: {
    kind: 'outline',
    body: '<rect x="3" y="3" width="18" height="18" rx="5"/> <circle cx="12" cy="12" r="4"/> <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor"/>',
  },
  facebook: {
    kind: 'filled',
    body: '<path d="M13.5 21v-7.5h2.6l.4-3h-3V8.6c0-.9.3-1.5 1.6-1.5h1.6V4.4a21 21 0 0 0-2.4-.1c-2.3 0-3.9 1.4-3.9 4v2.2H7.8v3h2.6V21h3.1z"/>',
  },
  whatsapp: {
    kind: 'filled',
    body: '<path d="M12 2.5a9.4 9.4 0 0 0-8.1 14.2L2.6 21.5l4.9-1.3A9.4 9.4 0 1 0 12 2.5zm0 17.1c-1.5 0-2.9-.4-4.1-1.1l-.3-.2-2.9.8.8-2.8-.2-.3A7.7 7.7 0 1 1 12 19.6zm4.3-5.8c-.2-.1-1.4-.7-1.6-.8-.2-.1-.4-.1-.5.1l-.8.9c-.1.2-.3.2-.5.1a6.3 6.3 0 0 1-3.1-2.7c-.2-.4.2-.4.7-1.3.1-.2 0-.3 0-.4l-.7-1.7c-.2-.5-.4-.4-.5-.4h-.5a.9.9 0 0 0-.7.3 2.8 2.8 0 0 0-.9 2.1 4.9 4.9 0 0 0 1 2.6 11.2 11.2 0 0 0 4.3 3.8c1.6.7 2.2.7 3 .6.5-.1 1.4-.6 1.6-1.1.2-.6.2-1 .1-1.1l-.4-.2z"/>',
  },
  // The contact section's stand-in for the map (a night-mode street map: coastline, avenues, blocks
  // and a gold pin), in the sprite so the home page's markup and payload hold a reference, not its
  // paths. Its colours are the theme's, inherited through the <use> as custom properties.
  'map-art': {
    kind: 'art',
    viewBox: '0 0 400 300',
    body: [
      '<rect width="400" height="300" fill="var(--color-graphite)"/>',
      '<path d="M0 0h70c-10 40 18 70 4 110s-30 80-6 120 8 60 0 70H0Z" fill="var(--color-ink)"/>',
      '<g fill="var(--color-steel)" opacity="0.55"><rect x="120" y="40" width="60" height="38" rx="4"/><rect x="196" y="40" width="74" height="38" rx="4"/><rect x="286" y="30" width="90" height="48" rx="4"/><rect x="110" y="196" width="70" height="52" rx="4"/><rect x="256" y="190" width="60" height="70" rx="4"/><rect x="330" y="176" width="60" height="60" rx="4"/></g>',
      '<g stroke="var(--color-steel)" stroke-linecap="round" fill="none"><path d="M95 0c10 60 6 120 20 180s10 90 4 120" stroke-width="9"/><path d="M60 150c90-14 180-6 340-30" stroke-width="10"/><path d="M190 0v300M300 0c-8 80 10 160 0 300" stroke-width="5"/><path d="M100 96h300M110 270c90-10 190-6 290-16" stroke-width="4"/></g>',
      '<path d="M60 150c90-14 180-6 340-30" stroke="var(--color-gold)" stroke-opacity="0.35" stroke-width="2" fill="none"/>',
      '<g transform="translate(206 136)"><circle r="26" fill="var(--color-gold)" opacity="0.18"/><path d="M0 8c-10-12-16-20-16-28a16 16 0 0 1 32 0c0 8-6 16-16 28Z" fill="var(--color-gold)"/><circle cy="-20" r="6" fill="var(--color-ink)"/></g>',
    ].join(''),
  },
} as const satisfies Record<string, { kind: keyof typeof PAINT; body: string; viewBox?: string }>;

export type IconName = keyof typeof ICONS;

/** The sprite document: one symbol per icon, id = its name. */
export function iconSprite(): string {
  const symbols = Object.entries(ICONS).map(([name, icon]) => {
    const viewBox = 'viewBox' in icon ? icon.viewBox : ICON_VIEW_BOX;
    const paint = PAINT[icon.kind];
    return `<symbol id="${name}" viewBox="${viewBox}">${paint ? `<g ${paint}>${icon.body}</g>` : icon.body}</symbol>`;
  });
  return `<svg xmlns="http://www.w3.org/2000/svg">${symbols.join('')}</svg>`;
}
