'use client';

import { FIRST_PAINT_SCRIPT } from '@/lib/first-paint.mjs';

/**
 * Holds lazy pictures and, on a first visit, the web fonts back until the first paint
 * (lib/first-paint.mjs). Rendered first in <body> by the site's layout, so it runs before any
 * layout of the page. A client component although it has no state: its script is then in the
 * HTML once and in the shared, cached JavaScript, not a second time in every page's RSC payload.
 * Hydration keeps the server's element; React never runs it again.
 */
export function FirstPaintMark() {
  return <script dangerouslySetInnerHTML={{ __html: FIRST_PAINT_SCRIPT }} />;
}
