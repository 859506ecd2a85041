/**
 * The boundary above the site's and the Studio's root layouts. Visitors never see it: the proxy
 * sends every unknown public path to the site's localized 404. It exists because Next's default
 * (inline styles and all) would otherwise be serialised into every page's RSC payload twice, once
 * per layer above a root layout: ~0.5 kB gzip of each page's HTML for a screen nobody reaches.
 */
export default function NotFound() {
  return <p>404: This page could not be found.</p>;
}
