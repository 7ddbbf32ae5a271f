// A stub of the two real lightning nodes the wallet speaks to, on one local port: LND's REST paths
// (/v1/invoices, /v2/invoices/lookup, /v1/channels/transactions, macaroon header) and LNbits' wallet
// API (/api/v1/payments, X-Api-Key), plus an exchange-rate endpoint. Invoices it issues are real
// BOLT11 (signed with a stub key); requests are recorded.
import { createHash, randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import bolt11 from 'bolt11';
import { BITCOIN } from '../../server/providers/lightning/demoNode';

const STUB_KEY = createHash('sha256').update('stub node').digest('hex');
export const MACAROON = '0201036c6e64';
export const LNBITS_KEY = 'lnbits-admin-key';

export interface StubRequest { method: string; path: string; headers: IncomingMessage['headers']; body: any }

export async function startLightningStub() {
  const requests: StubRequest[] = [];
  const invoices = new Map<string, { preimage: string; settled: boolean }>();
  const state = { rate: { USD: 50000 } as unknown, rateStatus: 200, rateCalls: 0, payError: '' };
  const issue = (sats: number) => {
    const preimage = randomBytes(32).toString('hex');
    const hash = createHash('sha256').update(Buffer.from(preimage, 'hex')).digest('hex');
    const encoded = bolt11.encode({ network: BITCOIN, satoshis: sats, timestamp: Math.floor(Date.now() / 1000), tags: [{ tagName: 'payment_hash', data: hash }, { tagName: 'description', data: 'stub' }, { tagName: 'expire_time', data: 3600 }] });
    invoices.set(hash, { preimage, settled: false });
    return { hash, preimage, paymentRequest: bolt11.sign(encoded, STUB_KEY).paymentRequest! };
  };
  const send = (res: ServerResponse, status: number, body: unknown) => {
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify(body));
  };
  const server = createServer(async (req, res) => {
    let text = '';
    for await (const chunk of req) text += chunk;
    const url = new URL(req.url!, 'http://stub');
    const body = text ? JSON.parse(text) : null;
    requests.push({ method: req.method!, path: url.pathname + url.search, headers: req.headers, body });
    if (url.pathname === '/rate') return (state.rateCalls++, send(res, state.rateStatus, state.rate));
    if (url.pathname.startsWith('/v1/') || url.pathname.startsWith('/v2/')) {
      if (req.headers['grpc-metadata-macaroon'] !== MACAROON) return send(res, 401, { message: 'verification failed' });
      if (url.pathname === '/v1/invoices') {
        const made = issue(Number(body.value));
        return send(res, 200, { r_hash: Buffer.from(made.hash, 'hex').toString('base64'), payment_request: made.paymentRequest });
      }
      if (url.pathname === '/v2/invoices/lookup') {
        const hash = Buffer.from(url.searchParams.get('payment_hash')!, 'base64url').toString('hex');
        const found = invoices.get(hash);
        if (!found) return send(res, 404, { message: 'unable to locate invoice' });
        return send(res, 200, { state: found.settled ? 'SETTLED' : 'OPEN', r_preimage: Buffer.from(found.preimage, 'hex').toString('base64') });
      }
      if (url.pathname === '/v1/channels/transactions') {
        if (state.payError) return send(res, 200, { payment_error: state.payError });
        return send(res, 200, { payment_preimage: randomBytes(32).toString('base64') });
      }
    }
    if (url.pathname.startsWith('/api/v1/payments')) {
      if (req.headers['x-api-key'] !== LNBITS_KEY) return send(res, 401, { detail: 'Invalid key' });
      if (req.method === 'POST' && body.out === false) {
        const made = issue(Number(body.amount));
        return send(res, 201, { payment_hash: made.hash, payment_request: made.paymentRequest });
      }
      if (req.method === 'POST' && body.out === true) {
        const hash = bolt11.decode(body.bolt11).tagsObject.payment_hash!;
        invoices.set(hash, { preimage: randomBytes(32).toString('hex'), settled: true });
        return send(res, 201, { payment_hash: hash });
      }
      const hash = url.pathname.split('/').pop()!;
      const found = invoices.get(hash);
      return found ? send(res, 200, { paid: found.settled, preimage: found.preimage }) : send(res, 404, { detail: 'Payment does not exist.' });
    }
    send(res, 404, { message: 'not stubbed' });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url,
    requests,
    state,
    /** The payer pays: the stub node marks its invoice settled. */
    settle: (hash: string) => (invoices.get(hash)!.settled = true),
    close: () => new Promise<void>((resolve) => server.close(() => resolve())),
  };
}
