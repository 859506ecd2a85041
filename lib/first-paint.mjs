// @ts-check
/**
 * No lazy picture is fetched before the first paint. Chrome requests lazy pictures within its
 * lazy-load margin (over a phone screen below the fold) as soon as it lays the page out, so on the
 * home page four service photos (~60 kB) shared the phone's first round trips with the HTML,
 * stylesheet and scripts. This inline script, ahead of a page's lazy pictures (FirstPaintMark in
 * components/layout, on the pages that have them), marks <html> `data-before-paint`
 * until the first contentful paint is recorded, and the stylesheet keeps lazy pictures out of the
 * layout meanwhile (each fills a sized frame, so nothing moves); then they load as they near the
 * viewport. Without JavaScript there is no mark and they load as a plain page's would.
 * Plain JavaScript: the preview's Content-Security-Policy (lib/security) hashes the same text.
 */
export const BEFORE_PAINT_ATTRIBUTE = 'data-before-paint';

export const FIRST_PAINT_SCRIPT = `(()=>{const h=document.documentElement,p="${BEFORE_PAINT_ATTRIBUTE}",go=()=>h.removeAttribute(p);h.setAttribute(p,"");if(PerformanceObserver.supportedEntryTypes.includes("paint"))new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:!0});else addEventListener("load",go)})()`;
