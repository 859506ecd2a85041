/** One restrained palette for every picture: graphite studio, warm champagne accent. */
export const STUDIO = {
  black: '#050607',
  deep: '#0a0b0d',
  graphite: '#15171b',
  charcoal: '#1f2227',
  steel: '#3a3f47',
  haze: '#8d939c',
  white: '#f4f1ea',
} as const;

export const ACCENT = {
  gold: '#c9a46a',
  amber: '#d99b4a',
  glow: '#f3d9a6',
  ember: '#8a5a24',
} as const;

/** Car paints: base (shadow side), body (mid tone), sheen (lit shoulder). */
export type Paint = { base: string; body: string; sheen: string };

export const PAINTS = {
  obsidian: { base: '#07080a', body: '#1b1f25', sheen: '#8a93a0' },
  graphite: { base: '#0d0f12', body: '#2a2e35', sheen: '#9aa1ab' },
  midnight: { base: '#04070c', body: '#121a26', sheen: '#6d7f99' },
  champagne: { base: '#2a2116', body: '#6e5a3e', sheen: '#e8d3ad' },
  pearl: { base: '#3a3c40', body: '#a9adb3', sheen: '#f4f4f2' },
} as const satisfies Record<string, Paint>;
