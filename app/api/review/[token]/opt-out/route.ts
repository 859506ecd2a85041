import { answerOptOutPost } from '@/lib/booking/server';

type Context = { params: Promise<{ token: string }> };

/**
 * A post to a review link's opt-out page, `/review/<token>/opt-out`: proxy.ts rewrites it here, since
 * a page and a route handler cannot share a path (a GET there renders the page, which changes
 * nothing). A mail client's one-click opt-out gets a status, the page's button a redirect back.
 */
export async function POST(request: Request, { params }: Context): Promise<Response> {
  const { token } = await params;
  return answerOptOutPost(request, token);
}
