// @ts-check
/**
 * Nothing that can wait is fetched before the first paint. This inline script, at the start of
 * <body> on every page (FirstPaintMark in components/layout), runs before the page is first laid
 * out, and the stylesheet reads its marks on <html>:
 * - `data-before-paint`, until the first contentful paint is recorded: lazy pictures stay out of
 *   the layout. Chrome requests those within its lazy-load margin (over a phone screen below the
 *   fold) as soon as it lays the page out, so below-the-fold photos would share the phone's
 *   first round trips with the HTML, stylesheet and scripts. Each fills a sized frame,
 *   so nothing moves when they come back.
 * - `data-fallback-fonts`, on a first visit: the page is drawn in the system faces matched to
 *   Montserrat's metrics (app/(site)/fonts/fallbacks.css), for as long as it is open. Chrome
 *   requests a web font when a layout meets text in it, so every weight on the first screen would
 *   be fetched, at the highest priority, ahead of the first paint. Instead the page's faces
 *   (Latin; Cyrillic too on a Ukrainian page) are fetched after it, for the next page load: once
 *   every one is in, a flag in localStorage says they are cached, and later loads paint in
 *   Montserrat at once. The open page does not take them: laying a whole page out again in new
 *   faces holds a phone's main thread longer than anything else on the page but its scripts. This
 *   is font-display: optional's rule, with the request moved after the first paint.
 * Without JavaScript there are no marks: pictures and fonts load as a plain page's would.
 * It stays only while it pays: the first and largest paints with and without it are in
 * docs/benchmarks.md ("The first-paint script").
 * Plain JavaScript: the preview's Content-Security-Policy (lib/security) hashes the same text.
 */
export const BEFORE_PAINT_ATTRIBUTE = 'data-before-paint';

export const FALLBACK_FONTS_ATTRIBUTE = 'data-fallback-fonts';

/** localStorage key set once the web fonts have loaded (so the browser's cache holds them). */
export const FONTS_CACHED_KEY = 'fonts-cached';

/** The CSS variables next/font sets to each face's family (app/(site)/[lang]/layout.tsx). */
export const FONT_FAMILY_VARIABLES = { latin: '--font-montserrat-latin', cyrillic: '--font-montserrat-cyrillic' };

// Minified by hand: it is in every page's markup.
export const FIRST_PAINT_SCRIPT = `(()=>{const h=document.documentElement,p="${BEFORE_PAINT_ATTRIBUTE}",q="${FALLBACK_FONTS_ATTRIBUTE}",k="${FONTS_CACHED_KEY}",a=(n)=>h.setAttribute(n,""),r=(n)=>h.removeAttribute(n);let s,f=1;try{s=localStorage;f=!s[k]}catch(e){}const go=()=>{r(p);if(!f)return;const c=getComputedStyle(h),n=[c.getPropertyValue("${FONT_FAMILY_VARIABLES.latin}"),h.lang=="uk"&&c.getPropertyValue("${FONT_FAMILY_VARIABLES.cyrillic}")];Promise.all([...document.fonts].filter((x)=>n.some((v)=>v&&v.includes(x.family))).map((x)=>x.load())).then(()=>{try{s[k]=1}catch(e){}},()=>{})};a(p);if(f)a(q);if(PerformanceObserver.supportedEntryTypes.includes("paint"))new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint")[0]){o.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:!0});else addEventListener("load",go)})()`;
