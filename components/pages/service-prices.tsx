import type { ReactNode } from 'react';
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
          <PriceTable
            id="prices"
            title={intl.formatMessage({ id: 'pages.prices.title' })}
            column={intl.formatMessage({ id: 'pages.prices.size' })}
            price={price}
            testId="service-prices"
            rows={priceList.sizes.map((size) => {
              const cents = prices[size.key] ?? null;
              return {
                key: size.key,
                label: (
                  <>
                    {size.label}
                    {size.examples ? (
                      <span className="block text-sm font-normal text-slate">{size.examples}</span>
                    ) : null}
                  </>
                ),
                price: cents === null ? intl.formatMessage({ id: 'price.onRequest' }) : formatEuroCents(cents, lang),
              };
            })}
          />
          {extras.length ? (
            <PriceTable
              id="prices-extras"
              title={intl.formatMessage({ id: 'pages.prices.extras' })}
              column={intl.formatMessage({ id: 'pages.prices.extra' })}
              price={price}
              testId="service-extras"
              rows={extras.map((extra) => ({
                key: extra.key,
                label: extra.label,
                price: formatEuroCents(extra.cents, lang),
              }))}
            />
          ) : null}
        </div>
        <p className="mt-8" data-testid="service-prices-vat">
          <VatNote regime={priceList.vatRegime} lang={lang} className="text-sm font-medium text-slate" />
        </p>
      </Reveal>
    </section>
  );
}

/** One titled table of the prices: a row per thing priced, its name and its price. */
function PriceTable({
  id,
  title,
  column,
  price,
  testId,
  rows,
}: {
  id: string;
  title: string;
  column: string;
  price: string;
  testId: string;
  rows: { key: string; label: ReactNode; price: string }[];
}) {
  return (
    <div>
      <h2 id={id} className="text-2xl font-bold tracking-tight text-ink md:text-3xl">
        {title}
      </h2>
      <table aria-labelledby={id} className="mt-6 w-full text-left" data-testid={testId}>
        <thead>
          <tr>
            <th scope="col" className={headClasses}>
              {column}
            </th>
            <th scope="col" className={`${headClasses} text-right`}>
              {price}
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key}>
              <th scope="row" className={`${cellClasses} font-semibold text-ink`}>
                {row.label}
              </th>
              <td className={priceClasses}>{row.price}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
