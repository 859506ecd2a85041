import { iconSprite } from '@/lib/icons/sprite';

// Built once at build time: the sprite changes only with the code.
export const dynamic = 'force-static';

/** The icon sprite every page's icons `<use>` (components/layout/icons.tsx). */
export function GET(): Response {
  return new Response(iconSprite(), {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      // Its URL does not change with its content: an hour fresh, then revalidated in the background.
      'Cache-Control': 'public, max-age=3600, stale-while-revalidate=86400',
    },
  });
}
