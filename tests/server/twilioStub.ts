// A small stub of Twilio's 2010-04-01 REST API for the carrier adapter tests (a third party, over
// real HTTP): it checks Basic auth, records every request, and answers as Twilio does for available
// numbers (AreaCode, Contains with letters and `*`, InLocality, InRegion, PageSize), purchases and
// releases, messages and calls (placed, and hung up), including Twilio's JSON error bodies. It can sit under a base path,
// as SignalWire's compatible API does (/api/laml).
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export const STUB_SID = 'AC0123456789abcdef0123456789abcdef';
export const STUB_TOKEN = 'f00dfeedc0ffee00f00dfeedc0ffee00';

export interface StubNumber {
  number: string;
  locality: string;
  region: string;
}

/** What the stub offers at start: a few 555 numbers in three states. */
export const STUB_INVENTORY: readonly StubNumber[] = [
  { number: '+14155550101', locality: 'San Francisco', region: 'CA' },
  { number: '+14155557233', locality: 'San Francisco', region: 'CA' },
  { number: '+15105550123', locality: 'Oakland', region: 'CA' },
  { number: '+12125550199', locality: 'New York', region: 'NY' },
  { number: '+16465550142', locality: 'New York', region: 'NY' },
  { number: '+15125550110', locality: 'Austin', region: 'TX' },
];

type Params = Record<string, string | string[]>;
export interface StubRequest {
  method: string;
  path: string;
  query: Params;
  form: Params;
  authorization: string | undefined;
}

export interface TwilioStub {
  /** the API base to configure (TWILIO_API_BASE) */
  url: string;
  requests: StubRequest[];
  owned: Map<string, { sid: string; number: string; form: Params }>;
  /** answers the next request with this status and body instead */
  failNext(status: number, body?: unknown): void;
  /** leaves every request unanswered until the client gives up */
  hang(on: boolean): void;
  close(): Promise<void>;
}

const KEYS = ['ABC', 'DEF', 'GHI', 'JKL', 'MNO', 'PQRS', 'TUV', 'WXYZ'];
/** Twilio's `Contains`: letters as keypad digits, `*` any digit, matched anywhere in the number. */
function containsPattern(pattern: string): RegExp {
  const digits = [...pattern.toUpperCase()].map((c) => (c === '*' ? '\\d' : /[A-Z]/.test(c) ? String(KEYS.findIndex((k) => k.includes(c)) + 2) : c));
  return new RegExp(digits.join(''));
}

function params(text: string): Params {
  const out: Params = {};
  for (const [key, value] of new URLSearchParams(text)) {
    const prior = out[key];
    out[key] = prior === undefined ? value : [...(Array.isArray(prior) ? prior : [prior]), value];
  }
  return out;
}

const one = (p: Params, key: string) => (Array.isArray(p[key]) ? p[key][0] : p[key]);
const error = (status: number, code: number, message: string) => ({ status, body: { code, message, more_info: `https://www.twilio.com/docs/errors/${code}`, status } });

export async function startTwilioStub(basePath = ''): Promise<TwilioStub> {
  const requests: StubRequest[] = [];
  const available = [...STUB_INVENTORY];
  const owned: TwilioStub['owned'] = new Map();
  let failure: { status: number; body?: unknown } | null = null;
  let hanging = false;
  let sequence = 0;
  const sid = (prefix: string) => `${prefix}${String(++sequence).padStart(32, '0')}`;
  const account = `${basePath}/2010-04-01/Accounts/${STUB_SID}`;

  function answer(request: StubRequest): { status: number; body?: unknown } {
    const expected = `Basic ${Buffer.from(`${STUB_SID}:${STUB_TOKEN}`).toString('base64')}`;
    if (request.authorization !== expected) return error(401, 20003, 'Authenticate');
    if (!request.path.startsWith(`${account}/`)) return error(404, 20404, 'The requested resource was not found');
    const path = request.path.slice(account.length);
    const { query, form } = request;
    const local = /^\/AvailablePhoneNumbers\/([A-Z]{2})\/Local\.json$/.exec(path);
    if (local && request.method === 'GET') {
      const contains = one(query, 'Contains');
      const found = available.filter(
        (n) =>
          local[1] === 'US' &&
          (!one(query, 'AreaCode') || n.number.startsWith(`+1${one(query, 'AreaCode')}`)) &&
          (!contains || containsPattern(contains).test(n.number.slice(1))) &&
          (!one(query, 'InLocality') || n.locality.toLowerCase() === one(query, 'InLocality')!.toLowerCase()) &&
          (!one(query, 'InRegion') || n.region === one(query, 'InRegion')),
      );
      const page = found.slice(0, Number(one(query, 'PageSize') ?? 50)).map((n) => ({
        friendly_name: n.number,
        phone_number: n.number,
        locality: n.locality,
        region: n.region,
        iso_country: 'US',
        capabilities: { voice: true, SMS: true, MMS: true },
      }));
      return { status: 200, body: { uri: request.path, available_phone_numbers: page } };
    }
    if (path === '/IncomingPhoneNumbers.json' && request.method === 'POST') {
      const index = available.findIndex((n) => n.number === one(form, 'PhoneNumber'));
      if (index < 0) return error(400, 21422, 'PhoneNumber requested is not available');
      const [bought] = available.splice(index, 1);
      const number = { sid: sid('PN'), number: bought!.number, form };
      owned.set(number.sid, number);
      return { status: 201, body: { sid: number.sid, phone_number: number.number, capabilities: { voice: true, sms: true, mms: true, fax: false } } };
    }
    if (path === '/IncomingPhoneNumbers.json' && request.method === 'GET') {
      const list = [...owned.values()].filter((n) => !one(query, 'PhoneNumber') || n.number === one(query, 'PhoneNumber'));
      return { status: 200, body: { incoming_phone_numbers: list.map((n) => ({ sid: n.sid, phone_number: n.number })) } };
    }
    const release = /^\/IncomingPhoneNumbers\/(PN\w+)\.json$/.exec(path);
    if (release && request.method === 'DELETE') {
      if (!owned.delete(release[1]!)) return error(404, 20404, 'The requested resource was not found');
      return { status: 204 };
    }
    if ((path === '/Messages.json' || path === '/Calls.json') && request.method === 'POST') {
      if (!/^\+[1-9]\d{6,14}$/.test(one(form, 'To') ?? '')) return error(400, 21211, `Invalid 'To' Phone Number: ${one(form, 'To')}`);
      if (![...owned.values()].some((n) => n.number === one(form, 'From'))) return error(400, 21606, 'The From phone number is not a valid, SMS-capable inbound phone number or short code for your account.');
      return { status: 201, body: { sid: sid(path === '/Messages.json' ? 'SM' : 'CA'), status: 'queued' } };
    }
    // updating a call: Status=completed hangs it up (any CA sid the stub is told of is in progress)
    const update = /^\/Calls\/(CA\w+)\.json$/.exec(path);
    if (update && request.method === 'POST') {
      if (one(form, 'Status') !== 'completed' || !/^CA[0-9a-f]{32}$/.test(update[1]!)) return error(404, 20404, 'The requested resource was not found');
      return { status: 200, body: { sid: update[1], status: 'completed' } };
    }
    return error(404, 20404, 'The requested resource was not found');
  }

  const open = new Set<ServerResponse>();
  const server = createServer((req: IncomingMessage, res: ServerResponse) => {
    let raw = '';
    req.on('data', (c) => (raw += c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://stub');
      const request = { method: req.method ?? 'GET', path: url.pathname, query: params(url.search), form: params(raw), authorization: req.headers.authorization };
      requests.push(request);
      if (hanging) return void (open.add(res), res.on('close', () => open.delete(res)));
      const result = failure ?? answer(request);
      failure = null;
      const body = result.body === undefined ? '' : typeof result.body === 'string' ? result.body : JSON.stringify(result.body);
      res.writeHead(result.status, body ? { 'content-type': typeof result.body === 'string' ? 'text/html' : 'application/json' } : {}).end(body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}${basePath}`,
    requests,
    owned,
    failNext: (status, body) => (failure = { status, body }),
    hang: (on) => (hanging = on),
    close: () =>
      new Promise((resolve) => {
        for (const res of open) res.destroy();
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
