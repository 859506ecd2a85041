/** Shared call-to-action styles, so links and buttons look alike everywhere. */
const base =
  'inline-flex min-h-11 items-center justify-center gap-2 rounded-full px-6 py-3 text-sm font-semibold tracking-wide transition-colors duration-200 disabled:cursor-not-allowed disabled:opacity-60';

const variants = {
  /** Gold on dark or light: the primary booking action. */
  primary: 'bg-gold text-ink hover:bg-gold-soft',
  /** Outline on dark backgrounds. */
  ghostLight: 'border border-paper/70 text-paper hover:bg-paper hover:text-ink',
  /** Outline on light backgrounds. */
  ghostDark: 'border border-ink/80 text-ink hover:bg-ink hover:text-paper',
  /** Solid dark on light backgrounds. */
  dark: 'bg-ink text-paper hover:bg-steel',
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `${base} ${variants[variant]} ${extra}`.trim();
}
