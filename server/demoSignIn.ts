// Signing in through the demo outbox, for tests, the e2e suite and the bench. Plain fetch: no server
// code is loaded, so browser-test workers can use it too.
/** Signs in by email code through the API and the demo outbox, as a user would; returns the token. */
export async function signInByEmail(baseUrl: string, email: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(new URL(path, baseUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const sent = await post('/api/v1/signin/email', { email });
  if (!sent.ok) throw new Error(`signin failed: ${sent.status} ${await sent.text()}`);
  const outbox = await fetch(new URL(`/dev/outbox?to=${encodeURIComponent(email)}`, baseUrl));
  const { messages } = (await outbox.json()) as { messages: { code: string }[] };
  if (!messages.length) throw new Error(`no code for ${email}`);
  const verified = await post('/api/v1/email/verify', { email, verificationCode: Number(messages[0].code) });
  const body = (await verified.json()) as { authToken?: string };
  if (!body.authToken) throw new Error(`verify failed: ${JSON.stringify(body)}`);
  return body.authToken;
}
