import type { SiteSettingsContent } from '@/lib/content';
import { listNumber } from '@/lib/format';

type Reason = NonNullable<SiteSettingsContent['whyChooseUs']>[number];

/** Where the list stands: the home page's contact section (cards on mist) or the About page (on paper). */
const VARIANTS = {
  home: {
    list: 'mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4',
    item: 'rounded-card bg-paper p-7 shadow-card',
    number: 'text-sm font-bold tracking-[0.2em] text-gold-deep',
    Title: 'h4',
    title: 'mt-3 text-lg font-bold text-ink',
    text: 'mt-2 text-base leading-relaxed text-slate',
  },
  about: {
    list: 'mt-12 grid gap-6 md:grid-cols-2 lg:grid-cols-4',
    item: 'rounded-card bg-mist p-7 shadow-card',
    number: 'block text-4xl font-bold tracking-tight text-gold-deep',
    Title: 'h3',
    title: 'mt-4 text-lg font-semibold text-ink',
    text: 'mt-2 leading-relaxed text-slate',
  },
} as const;

/** The owner's "why choose us" reasons, numbered, one card each (site settings). */
export function ReasonsList({
  reasons,
  variant,
  ...rest
}: {
  reasons: readonly Reason[] | null | undefined;
  variant: keyof typeof VARIANTS;
  'data-testid'?: string;
}) {
  const style = VARIANTS[variant];
  return (
    <ol className={style.list} {...rest}>
      {(reasons ?? []).map((reason, index) => (
        <li key={reason._key} className={style.item}>
          <span aria-hidden="true" className={style.number}>
            {listNumber(index)}
          </span>
          <style.Title className={style.title}>{reason.title}</style.Title>
          <p className={style.text}>{reason.description}</p>
        </li>
      ))}
    </ol>
  );
}
