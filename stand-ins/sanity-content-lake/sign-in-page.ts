/**
 * The lake's sign-in provider page: what Sanity's hosted login is for a hosted project. Plain
 * HTML with no script, so it works under a strict policy; errors are announced to screen readers.
 */
const escape = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

export function signInPage({ email = '', error }: { email?: string; error?: string }): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex, nofollow">
<title>Sign in · Local Content Lake</title>
<style>
  body { font: 16px/1.5 system-ui, sans-serif; background: #101828; color: #f2f4f7; display: grid; place-items: center; min-height: 100vh; margin: 0; }
  main { background: #fff; color: #101828; padding: 2rem; border-radius: 12px; width: min(24rem, 90vw); }
  h1 { font-size: 1.35rem; margin: 0 0 .25rem; }
  p { margin: 0 0 1rem; color: #475467; }
  label { display: block; font-weight: 600; margin-top: 1rem; }
  input { width: 100%; box-sizing: border-box; font: inherit; padding: .6rem .7rem; border: 1px solid #98a2b3; border-radius: 8px; margin-top: .25rem; }
  input:focus { outline: 3px solid #84caff; outline-offset: 1px; }
  button { margin-top: 1.5rem; width: 100%; font: inherit; font-weight: 600; padding: .7rem; border: 0; border-radius: 8px; background: #101828; color: #fff; cursor: pointer; }
  [role=alert] { background: #fef3f2; color: #912018; border: 1px solid #fda29b; border-radius: 8px; padding: .6rem .75rem; margin: 1rem 0 0; }
</style>
</head>
<body>
<main>
  <h1>Sign in to the Studio</h1>
  <p>Caparica Detailing · local Content Lake</p>
  ${error ? `<p role="alert" id="error">${escape(error)}</p>` : ''}
  <form method="post">
    <label for="email">Email address</label>
    <input id="email" name="email" type="email" autocomplete="username" required value="${escape(email)}"${error ? ' aria-describedby="error"' : ''}>
    <label for="password">Password</label>
    <input id="password" name="password" type="password" autocomplete="current-password" required>
    <button type="submit">Sign in</button>
  </form>
</main>
</body>
</html>`;
}
