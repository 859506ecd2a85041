import type { Locale } from '@/lib/constants';
import { CLIENT_LABEL_IDS } from '@/lib/i18n/client-labels';
import { getIntl, pickMessages } from '@/lib/i18n/server';
import { MapEmbed } from './map-embed';

const GOOGLE_MAPS = 'https://www.google.com/maps';

/** The embeddable map of an address (Google's keyless `output=embed` form). */
export function mapEmbedUrl(query: string): string {
  return `${GOOGLE_MAPS}?q=${encodeURIComponent(query)}&output=embed`;
}

/** Google Maps' documented cross-platform search link for an address. */
export function mapSearchUrl(query: string): string {
  return `${GOOGLE_MAPS}/search/?api=1&query=${encodeURIComponent(query)}`;
}

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

/** A night-mode street map drawn in SVG: coastline, avenues, blocks and a gold pin. */
function MapArt() {
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 400 300"
      preserveAspectRatio="xMidYMid slice"
      className="absolute inset-0 h-full w-full"
    >
      <rect width="400" height="300" fill="var(--color-graphite)" />
      <path d="M0 0h70c-10 40 18 70 4 110s-30 80-6 120 8 60 0 70H0Z" fill="var(--color-ink)" />
      <g fill="var(--color-steel)" opacity="0.55">
        <rect x="120" y="40" width="60" height="38" rx="4" />
        <rect x="196" y="40" width="74" height="38" rx="4" />
        <rect x="286" y="30" width="90" height="48" rx="4" />
        <rect x="110" y="196" width="70" height="52" rx="4" />
        <rect x="256" y="190" width="60" height="70" rx="4" />
        <rect x="330" y="176" width="60" height="60" rx="4" />
      </g>
      <g stroke="var(--color-steel)" strokeLinecap="round" fill="none">
        <path d="M95 0c10 60 6 120 20 180s10 90 4 120" strokeWidth="9" />
        <path d="M60 150c90-14 180-6 340-30" strokeWidth="10" />
        <path d="M190 0v300M300 0c-8 80 10 160 0 300" strokeWidth="5" />
        <path d="M100 96h300M110 270c90-10 190-6 290-16" strokeWidth="4" />
      </g>
      <path
        d="M60 150c90-14 180-6 340-30"
        stroke="var(--color-gold)"
        strokeOpacity="0.35"
        strokeWidth="2"
        fill="none"
      />
      <g transform="translate(206 136)">
        <circle r="26" fill="var(--color-gold)" opacity="0.18" />
        <path d="M0 8c-10-12-16-20-16-28a16 16 0 0 1 32 0c0 8-6 16-16 28Z" fill="var(--color-gold)" />
        <circle cy="-20" r="6" fill="var(--color-ink)" />
      </g>
    </svg>
  );
}
