// Signing in through the demo outbox, for tests, the e2e suite and the bench. Plain fetch: no server
// code is loaded, so browser-test workers can use it too.

/** The newest code the demo outbox holds for an address (email or phone number). */
export async function latestOutboxCode(baseUrl: string, to: string): Promise<string> {
  const outbox = await fetch(new URL(`/dev/outbox?to=${encodeURIComponent(to)}`, baseUrl));
  const { messages } = (await outbox.json()) as { messages: { code: string }[] };
  if (!messages.length) throw new Error(`no code for ${to}`);
  return messages[0].code;
}

/** Signs in by email code through the API and the demo outbox, as a user would; returns the token. */
export async function signInByEmail(baseUrl: string, email: string): Promise<string> {
  const post = (path: string, body: unknown) =>
    fetch(new URL(path, baseUrl), { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  const sent = await post('/api/v1/signin/email', { email });
  if (!sent.ok) throw new Error(`signin failed: ${sent.status} ${await sent.text()}`);
  const code = await latestOutboxCode(baseUrl, email);
  const verified = await post('/api/v1/email/verify', { email, verificationCode: Number(code) });
  const body = (await verified.json()) as { authToken?: string };
  if (!body.authToken) throw new Error(`verify failed: ${JSON.stringify(body)}`);
  return body.authToken;
}
