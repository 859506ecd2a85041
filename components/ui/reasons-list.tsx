import type { SiteSettingsContent } from '@/lib/content';
import { listNumber } from '@/lib/format';

type Reason = NonNullable<SiteSettingsContent['whyChooseUs']>[number];

/**
 * Where the list stands: the home page's contact section (cards on mist) or the About page (on
 * paper). Each variant's look is one class in globals.css that styles its items too, so the
 * items carry no classes of their own in the HTML and the RSC payload.
 */
const VARIANTS = {
  home: { list: 'reasons-home', Title: 'h4' },
  about: { list: 'reasons-about', Title: 'h3' },
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
        <li key={reason._key}>
          <span aria-hidden="true">{listNumber(index)}</span>
          <style.Title>{reason.title}</style.Title>
          <p>{reason.description}</p>
        </li>
      ))}
    </ol>
  );
}
