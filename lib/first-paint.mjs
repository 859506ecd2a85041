// @ts-check
/**
 * Nothing the first paint does not show is fetched before it. Font files and lazy pictures within
 * the browser's lazy-load margin are otherwise requested while the phone is still fetching the
 * HTML, stylesheet and scripts (on the home page four font weights and four service photos, ~120 kB).
 * So this inline script, first in <body>, marks <html> `data-before-paint`; the stylesheet then
 * draws text in Montserrat's metric-matched Arial only and keeps lazy pictures (all of them laid out
 * by their frame, so this moves nothing) out of the layout. Once the first contentful paint is
 * recorded the mark goes: Montserrat loads and swaps in without moving anything, the pictures load
 * as they near the viewport. Once the fonts have loaded, later full loads skip the wait: the browser
 * keeps the files (immutable, a year), and a flag in localStorage says so. Wherever the script does
 * not run (no JavaScript, storage blocked) there is no mark and everything loads as a plain page's
 * would.
 * Plain JavaScript: the preview's Content-Security-Policy (lib/security) hashes the same text.
 */
export const BEFORE_PAINT_ATTRIBUTE = 'data-before-paint';
/** The localStorage flag of a browser that has loaded the fonts before. */
export const FONTS_SEEN_KEY = 'fonts-seen';

export const FIRST_PAINT_SCRIPT = `(()=>{const h=document.documentElement,a="${BEFORE_PAINT_ATTRIBUTE}";let s;try{s=localStorage;if(s.getItem("${FONTS_SEEN_KEY}"))return}catch(e){return}h.setAttribute(a,"");const go=()=>{h.removeAttribute(a);document.fonts.ready.then(()=>{try{s.setItem("${FONTS_SEEN_KEY}","1")}catch(e){}})};if(PerformanceObserver.supportedEntryTypes.includes("paint"))new PerformanceObserver((l,o)=>{if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(go)}}).observe({type:"paint",buffered:!0});else addEventListener("load",go)})()`;
