// @ts-check
/**
 * Nothing that can wait is fetched before the first paint. This inline script, at the start of
 * <body> on every page (FirstPaintMark in components/layout), runs before the page is first laid
 * out, and the stylesheet reads its marks on <html>:
 * - `data-before-paint`, until the first contentful paint is recorded: lazy pictures stay out of
 *   the layout. Chrome requests those within its lazy-load margin (over a phone screen below the
 *   fold) as soon as it lays the page out, so on the home page four service photos (~60 kB) shared
 *   the phone's first round trips with the HTML, stylesheet and scripts. Each fills a sized frame,
 *   so nothing moves when they come back.
 * - `data-fallback-fonts`, on a first visit: text is drawn in the system faces matched to
 *   Montserrat's metrics alone. Chrome requests a web font when a layout meets text in it, so every
 *   weight on the first screen (~75 kB, at the highest priority) was fetched ahead of the first
 *   paint. Now the page's faces (Latin; Cyrillic too on a Ukrainian page) are fetched after it.
 *   Meanwhile the sections of <main> and the footer below the first screen are not laid out
 *   (`content-visibility: auto`). Once every face is in, the page's blocks (<body>'s children and
 *   <main>'s) take `data-fonts-in` one a frame in page order, the first screen first: each is
 *   styled and laid out once, in Montserrat, and no frame holds the whole page's relayout, which
 *   on a phone held back any tap (docs/benchmarks.md). Then the mark goes, and a flag
 *   in localStorage says the fonts are cached: later visits paint in Montserrat at once.
 *   A tap or key press ends the wait at once: what it leads to (an in-page link's target, a field)
 *   is laid out where it really is. (React's development build reports the blocks' attribute when
 *   it lands before hydration: docs/decisions.md.)
 * Without JavaScript there are no marks: pictures and fonts load as a plain page's would.
 * Kept because it is measured to pay (Lighthouse mobile, applied throttling, median of 5, issue 35):
 * FCP = LCP 1822 ms with it, 2100 ms without on /; 1841 vs 2160 ms on /?lang=uk.
 * Plain JavaScript: the preview's Content-Security-Policy (lib/security) hashes the same text.
 */
export const BEFORE_PAINT_ATTRIBUTE = 'data-before-paint';

export const FALLBACK_FONTS_ATTRIBUTE = 'data-fallback-fonts';

/** Set on each of the page's blocks as it takes the web fonts (see above). */
export const FONTS_IN_ATTRIBUTE = 'data-fonts-in';

/** localStorage key set once the web fonts have loaded (so the browser's cache holds them). */
export const FONTS_CACHED_KEY = 'fonts-cached';

/** The CSS variables next/font sets to each face's family (app/(site)/[lang]/layout.tsx). */
export const FONT_FAMILY_VARIABLES = { latin: '--font-montserrat-latin', cyrillic: '--font-montserrat-cyrillic' };

// Minified by hand: it is in every page's markup.
export const FIRST_PAINT_SCRIPT = `(()=>{const h=document.documentElement,p="${BEFORE_PAINT_ATTRIBUTE}",q="${FALLBACK_FONTS_ATTRIBUTE}",k="${FONTS_CACHED_KEY}",a=(n)=>h.setAttribute(n,""),r=(n)=>h.removeAttribute(n);let s,f=1;try{s=localStorage;f=!s[k]}catch(e){}const go=()=>{r(p);if(!f)return;const c=getComputedStyle(h),n=[c.getPropertyValue("${FONT_FAMILY_VARIABLES.latin}"),h.lang=="uk"&&c.getPropertyValue("${FONT_FAMILY_VARIABLES.cyrillic}")];Promise.all([...document.fonts].filter((x)=>n.some((v)=>v&&v.includes(x.family))).map((x)=>x.load())).then(()=>{const b=[...document.body.children].flatMap((e)=>e.tagName=="MAIN"?[...e.children]:[e]).filter((e)=>e.tagName!="SCRIPT"),t=()=>{const e=b.shift();if(e){e.setAttribute("${FONTS_IN_ATTRIBUTE}","");requestAnimationFrame(t)}else{r(q);try{s[k]=1}catch(e){}}};requestAnimationFrame(t)},()=>r(q))};a(p);if(f){a(q);for(const e of["pointerdown","keydown"])addEventListener(e,()=>r(q),{capture:!0,once:!0})}if(PerformanceObserver.supportedEntryTypes.includes("paint"))new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint")[0]){o.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:!0});else addEventListener("load",go)})()`;
