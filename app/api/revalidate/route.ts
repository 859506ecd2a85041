import { revalidateTag } from 'next/cache';
import type { NextRequest } from 'next/server';
import { handleRevalidateWebhook } from '@/lib/content/revalidate';
import { isSanityConfigured } from '@/lib/env/public';
import { serverEnv } from '@/lib/env/server';

export async function POST(request: NextRequest) {
  return handleRevalidateWebhook(request, {
    secret: serverEnv.revalidateSecret,
    // Hosted Content Lake is eventually consistent; the bundled file is not.
    waitForConsistency: isSanityConfigured,
    // Stale-while-revalidate: visitors never wait, and a failed regeneration keeps the last good page.
    revalidate: (tag) => revalidateTag(tag, 'max'),
  });
}
