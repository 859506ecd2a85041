import type { VatRegime } from '@/lib/booking/estimate';
import type { Locale } from '@/lib/constants';
import { formatEuroCents } from '@/lib/format';
import type { MessageId } from '@/lib/i18n/messages';
import { getIntl } from '@/lib/i18n/server';

/**
 * What every price the site shows says about VAT, by the business's regime: a price shown to
 * consumers in Portugal includes VAT and says so (Decreto-Lei 138/90), and under the small-business
 * exemption (art. 53.º CIVA) none may say so and each says the exemption instead.
 */
export const VAT_WORDING: Record<VatRegime, MessageId> = {
  normal: 'price.vatIncluded',
  exempt: 'price.vatExempt',
};

export function VatNote({
  regime,
  lang,
  className = 'text-xs font-medium text-slate',
}: {
  regime: VatRegime;
  lang: Locale;
  className?: string;
}) {
  return <span className={className}>{getIntl(lang).formatMessage({ id: VAT_WORDING[regime] })}</span>;
}

/** A from-price as the cards show it: "from €650" with the regime's VAT wording beside it. */
export function PriceFrom({
  cents,
  regime,
  lang,
  className,
}: {
  cents: number;
  regime: VatRegime;
  lang: Locale;
  className: string;
}) {
  return (
    <p className={className} data-testid="service-price">
      {getIntl(lang).formatMessage({ id: 'price.from' }, { price: formatEuroCents(cents, lang) })}{' '}
      <VatNote regime={regime} lang={lang} />
    </p>
  );
}
