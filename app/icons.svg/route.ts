import type { NextRequest } from 'next/server';
import { iconSprite } from '@/lib/icons/sprite';
import { ICON_SPRITE_VERSION } from '@/lib/icons/sprite-version';

const SPRITE = iconSprite();

/**
 * The icon sprite every page's icons `<use>` (components/layout/icons.tsx), at
 * `/icons.svg?v=<content hash>`. That version is cached for good. Any other URL (an old page's
 * version met on an instance already updated, or a new page's on one not yet updated) is answered
 * but not kept, so no cache holds one version under another's URL.
 */
export function GET(request: NextRequest): Response {
  const current = request.nextUrl.searchParams.get('v') === ICON_SPRITE_VERSION;
  return new Response(SPRITE, {
    headers: {
      'Content-Type': 'image/svg+xml; charset=utf-8',
      'Cache-Control': current ? 'public, max-age=31536000, immutable' : 'no-cache',
    },
  });
}
