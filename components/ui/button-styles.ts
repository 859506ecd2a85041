/** Shared call-to-action styles (component classes in globals.css), so links and buttons look alike. */
const variants = {
  /** Gold on dark or light: the primary booking action. */
  primary: 'btn-primary',
  /** Outline on dark backgrounds. */
  ghostLight: 'btn-ghost-light',
  /** Outline on light backgrounds. */
  ghostDark: 'btn-ghost-dark',
  /** Solid dark on light backgrounds. */
  dark: 'btn-dark',
} as const;

export type ButtonVariant = keyof typeof variants;

export function buttonClasses(variant: ButtonVariant = 'primary', extra = ''): string {
  return `btn ${variants[variant]} ${extra}`.trim();
}
