import { FIRST_PAINT_SCRIPT } from '@/lib/first-paint.mjs';

/**
 * Holds a page's lazy pictures back until the first paint (lib/first-paint.mjs). Rendered at the
 * top of `<main>` by the pages that have lazy pictures, ahead of them; the others do not carry it
 * (the browser test checks both ways).
 */
export function FirstPaintMark() {
  return <script dangerouslySetInnerHTML={{ __html: FIRST_PAINT_SCRIPT }} />;
}
