// The Demo payments checkout page (money contract): GET shows it, POST pays with a test card or
// cancels. A paid session credits the wallet once (settleCreditSession), or for a plan checkout
// activates the subscription and posts its first charge once (settleSubscriptionSession), and redirects (303) to its
// success URL (default /app/paymentSuccess); a replayed POST finds it paid and redirects again
// without a second credit. 4000 0000 0000 0002 is declined (402, the page again). No session needed:
// whoever holds the session's unguessable id may pay it, as with any hosted checkout.
import type { FastifyReply } from 'fastify';
import { z } from 'zod';
import { defineArea } from '../../kit/area';
import { defineRoute } from '../../kit/defineRoute';
import { reply } from '../../kit/schemas';
import { cancelSession, findSession, settleCreditSession, settleSubscriptionSession, type SessionRow } from '../../wallet/checkout';
import { demoPage, demoPageCsp, TEST_CARDS } from '../../wallet/demoPage';
import { CARD_DECLINED, CARD_INVALID, SESSION_NOT_FOUND } from '../../wallet/messages';
import { cancelReplacedSubscriptions } from '../../billing/replacedSubscriptions';
import { DEMO_PAY_PATH, DemoPayments } from '../../providers/payments/demo';

const params = z.object({ sessionId: z.string().regex(/^demo_cs_[A-Za-z0-9_-]{1,64}$/, SESSION_NOT_FOUND) });
const form = z.object({
  card: z.string().max(40).optional(),
  action: z.enum(['pay', 'cancel']).default('pay'),
});
const html = reply('The checkout page (text/html)');

function page(res: FastifyReply, session: SessionRow | undefined, status: number, problem?: string) {
  res.header('content-security-policy', demoPageCsp(session)).header('cache-control', 'no-store').header('referrer-policy', 'no-referrer').header('x-frame-options', 'DENY');
  if (!session) return res.code(404).type('text/html; charset=utf-8').send(`<!doctype html><title>Not found</title><p>${SESSION_NOT_FOUND}</p>`);
  return res.code(status).type('text/html; charset=utf-8').send(demoPage(session, problem));
}

export default defineArea({
  tag: 'Wallet',
  routes: ({ db }, app) => {
    app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string', bodyLimit: 4096 }, (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    });
    // this page pays Demo payments' sessions only: a replaced subscription of theirs is the Demo's
    const payments = new DemoPayments();
    const demoSession = async (id: string) => {
      const row = await findSession(db, id);
      return row?.provider === 'demo' ? row : undefined;
    };
    return [
      defineRoute({
        method: 'GET',
        url: `${DEMO_PAY_PATH}/:sessionId`,
        auth: 'public',
        reason: 'the hosted checkout page: its unguessable session id is the credential, as with any hosted checkout',
        summary: 'Demo payments: the checkout page of a session',
        params,
        produces: ['text/html'],
        response: html,
        errors: { 404: SESSION_NOT_FOUND },
        handler: async ({ params: p, reply: res }) => page(res, await demoSession(p.sessionId), 200),
      }),
      defineRoute({
        method: 'POST',
        url: `${DEMO_PAY_PATH}/:sessionId`,
        auth: 'public',
        reason: 'the hosted checkout page\'s form: its unguessable session id is the credential',
        summary: 'Demo payments: pay with a test card (303 to the success URL) or cancel (303 to the cancel URL)',
        params,
        body: form,
        produces: ['text/html'],
        response: html,
        errors: { 402: CARD_DECLINED, 404: SESSION_NOT_FOUND },
        idempotent: { exempt: 'paying twice finds the session paid: the wallet is credited once (ledger key checkout:<session>)' },
        handler: async ({ params: p, body, reply: res, request }) => {
          const session = await demoSession(p.sessionId);
          if (!session) return page(res, undefined, 404);
          if (body.action === 'cancel') {
            const after = await cancelSession(db, session.id);
            return after?.status === 'paid' ? res.redirect(session.successUrl, 303) : res.redirect(session.cancelUrl, 303);
          }
          if (session.status === 'paid') return res.redirect(session.successUrl, 303);
          if (session.status !== 'open') return page(res, session, 409);
          const card = (body.card ?? '').replace(/[\s-]/g, '');
          if (card === TEST_CARDS.declined) return page(res, session, 402, CARD_DECLINED);
          if (card !== TEST_CARDS.success) return page(res, session, 400, CARD_INVALID);
          // subscription sessions (POST /api/v2/product/subscribe) activate the plan and charge once
          const settled = session.mode === 'subscription' ? await settleSubscriptionSession(db, session.id) : await settleCreditSession(db, session.id);
          // cancelled in another tab meanwhile: not paid, back to the cancel landing
          if (settled.session?.status !== 'paid') return res.redirect(session.cancelUrl, 303);
          // a plan change: the subscription it replaced is cancelled at the provider now that this one is active
          if (session.mode === 'subscription') await cancelReplacedSubscriptions(db, payments, { accountId: session.accountId, log: request.log });
          return res.redirect(session.successUrl, 303);
        },
      }),
    ];
  },
});
