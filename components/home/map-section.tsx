import type { Locale } from '@/lib/constants';
import { mapEmbedUrl, mapSearchUrl } from '@/lib/maps';
import { CLIENT_LABEL_IDS } from '@/lib/i18n/client-labels';
import { getIntl, pickMessages } from '@/lib/i18n/server';
import { MAP_ART_VIEW_BOX } from '@/components/layout/icon-names';
import { ICON_SPRITE_URL } from '@/components/layout/icons';
import { MapEmbed } from './map-embed';

/**
 * Where the studio is: a drawn, request-free stand-in for the map with the address on it, the
 * real embed on demand, and a plain link to Google Maps for those who prefer the app.
 */
export function MapSection({ lang, query, addressLines }: { lang: Locale; query: string; addressLines: string[] }) {
  const intl = getIntl(lang);
  return (
    <div>
      <div className="relative aspect-[4/3] overflow-hidden rounded-card bg-graphite shadow-card" data-testid="map">
        <MapEmbed
          src={mapEmbedUrl(query)}
          title={intl.formatMessage({ id: 'home.map.iframeTitle' }, { address: addressLines.join(', ') })}
          labels={pickMessages(lang, CLIENT_LABEL_IDS.map)}
        >
          <MapArt />
          <div className="absolute top-4 left-4 max-w-[75%] rounded-xl bg-paper/95 px-4 py-3 text-sm text-ink shadow-card">
            <p className="text-xs font-semibold tracking-[0.2em] text-gold-deep uppercase">
              {intl.formatMessage({ id: 'home.map.title' })}
            </p>
            <address className="mt-1 not-italic">
              {addressLines.map((line) => (
                <span key={line} className="block">
                  {line}
                </span>
              ))}
            </address>
          </div>
        </MapEmbed>
      </div>
      <a
        href={mapSearchUrl(query)}
        target="_blank"
        rel="noopener noreferrer"
        className="mt-4 inline-flex min-h-11 items-center gap-2 text-sm font-semibold text-ink underline decoration-gold underline-offset-4 hover:text-gold-deep"
      >
        {intl.formatMessage({ id: 'home.map.open' })}
        <span className="sr-only">{intl.formatMessage({ id: 'home.map.opensNewTab' })}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 16 16"
          className="size-4"
          fill="none"
          stroke="currentColor"
          strokeWidth="1.6"
        >
          <path d="M6 3H3v10h10v-3M9 3h4v4M13 3 7 9" strokeLinecap="round" strokeLinejoin="round" />
        </svg>
      </a>
    </div>
  );
}

/** The drawn map (a symbol of components/layout/icons.svg), cropped to fill its box. */
function MapArt() {
  return (
    <svg
      aria-hidden="true"
      viewBox={MAP_ART_VIEW_BOX}
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 h-full w-full"
    >
      <use href={`${ICON_SPRITE_URL}#map-art`} />
    </svg>
  );
}
