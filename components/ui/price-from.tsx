import type { Locale } from '@/lib/constants';
import { formatEuros } from '@/lib/format';
import { getIntl } from '@/lib/i18n/server';

/**
 * A from-price as the site shows every price: "from €650" with "VAT included" beside it, since a
 * price shown to consumers in Portugal includes VAT and says so (Decreto-Lei 138/90).
 */
export function PriceFrom({ amount, lang, className }: { amount: number; lang: Locale; className: string }) {
  const intl = getIntl(lang);
  return (
    <p className={className} data-testid="service-price">
      {intl.formatMessage({ id: 'price.from' }, { price: formatEuros(amount, lang) })}{' '}
      <span className="text-xs font-medium text-slate">{intl.formatMessage({ id: 'price.vatIncluded' })}</span>
    </p>
  );
}
