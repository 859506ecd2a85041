import { FIRST_PAINT_SCRIPT } from '@/lib/first-paint.mjs';

/**
 * Holds lazy pictures and, on a first visit, the web fonts back until the first paint
 * (lib/first-paint.mjs). Rendered first in <body> by the site's layout, so it runs before any
 * layout of the page.
 */
export function FirstPaintMark() {
  return <script dangerouslySetInnerHTML={{ __html: FIRST_PAINT_SCRIPT }} />;
}
