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

/** Edits a draft's field (undefined: clears it) and publishes it, as the Studio does (two Actions API requests). */
export async function publishEdit(
  lakeUrl: string,
  token: string,
  edit: { id: string; fieldPath: string; value: unknown },
): Promise<void> {
  const post = async (actions: unknown[]) => {
    const response = await fetch(`${lakeUrl}/v2025-02-19/data/actions/production`, {
      method: 'POST',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify({ actions }),
    });
    if (!response.ok) throw new Error(`${response.status} ${await response.text()}`);
  };
  const ids = { draftId: `drafts.${edit.id}`, publishedId: edit.id };
  const patch = edit.value === undefined ? { unset: [edit.fieldPath] } : { set: { [edit.fieldPath]: edit.value } };
  await post([{ actionType: 'sanity.action.document.edit', ...ids, patch }]);
  await post([{ actionType: 'sanity.action.document.publish', ...ids }]);
}
