// The Demo payments checkout page: plain server-rendered HTML, no script, a strict CSP. It says
// plainly that no money moves, and which test cards do what.
import { planById } from '../../src/shared/billing/plans';
import { microsToUsd } from '../../src/shared/money';
import type { SessionRow } from './checkout';

const escape = (text: string) => text.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export const TEST_CARDS = { success: '4242424242424242', declined: '4000000000000002' } as const;

/** The Content-Security-Policy of the page: its form may post here and follow the redirect to the return URLs. */
export function demoPageCsp(session: SessionRow | undefined): string {
  const origins = new Set<string>(["'self'"]);
  for (const u of session ? [session.successUrl, session.cancelUrl] : []) {
    try {
      origins.add(new URL(u).origin);
    } catch {
      // stored URLs are absolute; nothing to add otherwise
    }
  }
  return `default-src 'none'; style-src 'unsafe-inline'; form-action ${[...origins].join(' ')}; frame-ancestors 'none'; base-uri 'none'`;
}

/** What the page sells: a top-up, or a plan for a term (subscription sessions keep planId and term in meta). */
function heading(session: SessionRow, amount: string): string {
  if (session.mode !== 'subscription') return `Add ${amount} to your wallet`;
  const meta = session.meta as { planId?: unknown; term?: unknown };
  const plan = typeof meta.planId === 'string' ? planById(meta.planId) : undefined;
  const term = meta.term === 'year' ? 'year' : 'month';
  return `Subscribe to ${plan?.name ?? 'a plan'}: ${amount} per ${term}`;
}

export function demoPage(session: SessionRow, problem?: string): string {
  const amount = `$${microsToUsd(session.amountMicros)}`;
  const body =
    session.status === 'open'
      ? `<form method="post" action="${escape(`/pay/demo/${session.id}`)}">
  <label for="card">Card number</label>
  <input id="card" name="card" inputmode="numeric" autocomplete="off" placeholder="4242 4242 4242 4242" required>
  ${problem ? `<p role="alert" class="error">${escape(problem)}</p>` : ''}
  <button type="submit" name="action" value="pay">Pay ${escape(amount)}</button>
  <button type="submit" name="action" value="cancel" formnovalidate class="secondary">Cancel</button>
</form>
<p class="hint">Test cards: 4242 4242 4242 4242 succeeds; 4000 0000 0000 0002 is declined. Any expiry and CVC.</p>`
      : `<p>This checkout is ${session.status === 'paid' ? 'paid' : 'cancelled'}.</p>`;
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>Demo payments — ${escape(amount)}</title>
<style>body{font:16px system-ui,sans-serif;max-width:26rem;margin:2rem auto;padding:0 1rem;color:#1f2933}
label{display:block;margin:1rem 0 .25rem}input{width:100%;padding:.6rem;font-size:1rem;box-sizing:border-box}
button{margin:1rem .5rem 0 0;padding:.6rem 1.2rem;font-size:1rem}.secondary{background:none}
.error{color:#b00020}.hint,.demo{color:#52606d;font-size:.9rem}</style></head>
<body><main>
<h1>${escape(heading(session, amount))}</h1>
<p class="demo">Demo payments: no real card is charged and no money moves.</p>
${body}
</main></body></html>`;
}
