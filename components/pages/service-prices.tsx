import { Reveal } from '@/components/ui/reveal';
import { VatNote } from '@/components/ui/prices';
import { extrasFor, type PriceList } from '@/lib/booking/estimate';
import type { Locale } from '@/lib/constants';
import { formatEuroCents } from '@/lib/format';
import { getIntl } from '@/lib/i18n/server';

const cellClasses = 'border-b border-ink/10 py-4';
const headClasses = 'pb-3 text-xs font-semibold uppercase tracking-[0.2em] text-gold-deep';
const priceClasses = `${cellClasses} pl-4 text-right text-lg font-bold whitespace-nowrap text-ink`;

/**
 * A service's prices: a table by vehicle size (each class with its examples, its price or "On
 * request") and one of the extras offered with it, the VAT wording of the business's regime said
 * once for both. Nothing without size classes or a service the price list knows.
 */
export function ServicePrices({
  lang,
  service,
  priceList,
  className,
}: {
  lang: Locale;
  service: string;
  priceList: PriceList<string>;
  className: string;
}) {
  const prices = priceList.services.find(({ value }) => value === service)?.prices;
  if (!prices || priceList.sizes.length === 0) return null;
  const intl = getIntl(lang);
  const price = intl.formatMessage({ id: 'pages.price' });
  const extras = extrasFor(priceList, service);
  return (
    <section aria-labelledby="prices" className={className}>
      <Reveal className="rounded-card bg-paper p-8 shadow-card md:p-10">
        <div className="grid gap-12 lg:grid-cols-2">
          <div>
            <h2 id="prices" className="text-2xl font-bold tracking-tight text-ink md:text-3xl">
              {intl.formatMessage({ id: 'pages.prices.title' })}
            </h2>
            <table aria-labelledby="prices" className="mt-6 w-full text-left" data-testid="service-prices">
              <thead>
                <tr>
                  <th scope="col" className={headClasses}>
                    {intl.formatMessage({ id: 'pages.prices.size' })}
                  </th>
                  <th scope="col" className={`${headClasses} text-right`}>
                    {price}
                  </th>
                </tr>
              </thead>
              <tbody>
                {priceList.sizes.map((size) => {
                  const cents = prices[size.key] ?? null;
                  return (
                    <tr key={size.key}>
                      <th scope="row" className={`${cellClasses} font-semibold text-ink`}>
                        {size.label}
                        {size.examples ? (
                          <span className="block text-sm font-normal text-slate">{size.examples}</span>
                        ) : null}
                      </th>
                      <td className={priceClasses}>
                        {cents === null ? intl.formatMessage({ id: 'price.onRequest' }) : formatEuroCents(cents, lang)}
                      </td>
                    </tr>
                  );
                })}
              </tbody>
            </table>
          </div>
          {extras.length ? (
            <div>
              <h2 id="prices-extras" className="text-2xl font-bold tracking-tight text-ink md:text-3xl">
                {intl.formatMessage({ id: 'pages.prices.extras' })}
              </h2>
              <table aria-labelledby="prices-extras" className="mt-6 w-full text-left" data-testid="service-extras">
                <thead>
                  <tr>
                    <th scope="col" className={headClasses}>
                      {intl.formatMessage({ id: 'pages.prices.extra' })}
                    </th>
                    <th scope="col" className={`${headClasses} text-right`}>
                      {price}
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {extras.map((extra) => (
                    <tr key={extra.key}>
                      <th scope="row" className={`${cellClasses} font-semibold text-ink`}>
                        {extra.label}
                      </th>
                      <td className={priceClasses}>{formatEuroCents(extra.cents, lang)}</td>
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          ) : null}
        </div>
        <p className="mt-8" data-testid="service-prices-vat">
          <VatNote regime={priceList.vatRegime} lang={lang} className="text-sm font-medium text-slate" />
        </p>
      </Reveal>
    </section>
  );
}
