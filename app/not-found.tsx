/**
 * The boundary above the site's and the Studio's root layouts. Site pages never reach it: the
 * proxy sends every unknown page path to the site's localized 404. Only a missing file the proxy
 * leaves to Next (say `/icons/x.png`) shows this line. It exists because Next's default (inline
 * styles and all) would otherwise be serialised into every page's RSC payload twice, once per
 * layer above a root layout (docs/benchmarks.md has what that weighed).
 */
export default function NotFound() {
  return <p>404: This page could not be found.</p>;
}
