/**
 * Signing in to a local lake the way the Studio does: post the provider's form, take the one-time
 * `sid` from the return URL, trade it for a token. For scripts and tests that act as an editor.
 */
export async function signInToLake(
  lakeUrl: string,
  account: { email: string; password: string },
  studioUrl: string,
): Promise<string> {
  const login = await fetch(`${lakeUrl}/v1/auth/login/lake?origin=${encodeURIComponent(studioUrl)}`, {
    method: 'POST',
    body: new URLSearchParams(account),
    redirect: 'manual',
  });
  const sid = /#sid=(.+)$/.exec(login.headers.get('location') ?? '')?.[1];
  if (!sid) throw new Error(`Sign-in as ${account.email} failed: ${login.status}`);
  const exchange = await fetch(`${lakeUrl}/v1/auth/fetch?sid=${sid}`);
  if (!exchange.ok) throw new Error(`The sign-in code was refused: ${exchange.status}`);
  return ((await exchange.json()) as { token: string }).token;
}
