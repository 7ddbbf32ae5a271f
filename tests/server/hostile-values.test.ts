// Hostile input that got no 5xx but a wrong answer (issue 8, left over from points 5-7): each is now
// a 400 that says what is wrong and names the field, and changes nothing. The corpus
// (hostile-text.test.ts) sends the same values to every route; these pin the messages.
import { describe, expect, it } from 'vitest';
import { MAX_SETTING_VALUE_BYTES, MAX_SETTINGS_BYTES, SETTING_TOO_LARGE, SETTINGS_TOO_LARGE } from '../../server/areas/kernel/currentAccount';
import { BIDI_CONTROL_IN_NAME } from '../../server/kit/fields';
import { BAD_ENCODING, NONCHARACTER_TEXT, NUMBER_OUT_OF_RANGE } from '../../server/kit/hostileInput';
import { INTEGER_TOO_LARGE, notUtf8 } from '../../server/kit/jsonBody';
import { call, serverWith } from './helpers';

const { server, t } = await serverWith(['acmeOwner']);

/** A raw JSON text posted as the console would post a body. */
async function post(path: string, body: string, contentType = 'application/json') {
  const response = await fetch(`${server.url}${path}?token=${t.acmeOwner}`, {
    method: 'POST',
    headers: { 'content-type': contentType },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

const refused = (message: string) => ({ status: 400, body: { success: false, message } });
const settings = async () => (await call(server, 'GET', '/api/v1/account', { token: t.acmeOwner })).body.account.settings as Record<string, unknown>;

describe('keys that reach a prototype', () => {
  it('are refused by name and place, not as malformed JSON', async () => {
    expect(await post('/api/v1/accountSetting', '{"key":"theme","value":{"__proto__":{"admin":true}}}')).toEqual(
      refused('value: "__proto__" is not allowed'),
    );
    expect(await post('/api/v1/accountSetting', '{"__proto__":{"key":"theme"}}')).toEqual(refused('body: "__proto__" is not allowed'));
    expect(await post('/api/v1/accountSetting', '{"key":"theme","value":{"constructor":{"prototype":{"x":1}}}}')).toEqual(
      refused('value.constructor: "prototype" is not allowed'),
    );
    // JSON that is broken still says so
    expect(await post('/api/v1/accountSetting', '{"key":"theme",')).toEqual(refused('body: Malformed JSON'));
    expect(({} as Record<string, unknown>).admin).toBeUndefined();
  });

  it('may still be named in a value: only a key is refused', async () => {
    const saved = await post('/api/v1/accountSetting', '{"key":"note","value":{"text":"__proto__ and constructor.prototype"}}');
    expect(saved.status).toBe(200);
  });
});

describe('numbers JSON cannot hold', () => {
  it('1e400 is a 400 naming the field, not null stored without a word', async () => {
    const before = await settings();
    expect(await post('/api/v1/accountSetting', '{"key":"walkthrough.version","value":1e400}')).toEqual(
      refused(`value: ${NUMBER_OUT_OF_RANGE}`),
    );
    expect(await post('/api/v2/contact', '{"firstName":"Big","score":-1e400}')).toEqual(refused(`score: ${NUMBER_OUT_OF_RANGE}`));
    expect(await settings()).toEqual(before);
    // the largest double is a number like any other
    expect((await post('/api/v1/accountSetting', '{"key":"walkthrough.version","value":1.7976931348623157e308}')).status).toBe(200);
  });
});

describe('numbers JSON.parse would change without a word', () => {
  const contactCount = async () => (await call(server, 'GET', '/api/v2/contact', { token: t.acmeOwner, query: { pageSize: '1' } })).body.total as number;

  it('an integer beyond 2^53 or a non-zero number that underflows is a 400 naming the field', async () => {
    const before = await contactCount();
    expect(before).toBeGreaterThan(0);
    expect(await post('/api/v2/contact', '{"firstName":"Big","score":12345678901234567890}')).toEqual(refused(`score: ${INTEGER_TOO_LARGE}`));
    expect(await post('/api/v2/contact', '{"firstName":"Big","deep":{"list":[1,-9007199254740993]}}')).toEqual(
      refused(`deep.list.1: ${INTEGER_TOO_LARGE}`),
    );
    expect(await post('/api/v2/contact', '{"firstName":"Tiny","score":1e-400}')).toEqual(refused(`score: ${NUMBER_OUT_OF_RANGE}`));
    expect(await contactCount()).toBe(before);
  });

  it('the largest exact integer, a tiny number, zero written long and digits in text all pass', async () => {
    const saved = await post(
      '/api/v2/contact',
      '{"firstName":"Edge","a":9007199254740991,"b":5e-324,"c":0.000e-999,"d":1e300,"note":"12345678901234567890 and 1e-400"}',
    );
    expect(saved.status).toBe(201);
  });
});

describe('the encoding of a JSON body', () => {
  it('a leading byte order mark is ignored', async () => {
    expect((await post('/api/v2/contact', '\uFEFF{"firstName":"Bom"}')).status).toBe(201);
  });

  it('a charset other than UTF-8 is a 415, and UTF-8 spelt either way passes', async () => {
    expect(await post('/api/v2/contact', '{"firstName":"Wide"}', 'application/json; charset=utf-16')).toEqual({
      status: 415,
      body: { success: false, message: notUtf8('utf-16') },
    });
    expect((await post('/api/v2/contact', '{"firstName":"Narrow"}', 'application/json; charset=UTF-8')).status).toBe(201);
    expect((await post('/api/v2/contact', '{"firstName":"Narrow"}', 'application/json;charset="utf8"')).status).toBe(201);
  });
});

describe('characters that are not text, or that reorder a name', () => {
  it('a noncharacter anywhere is a 400 naming the field', async () => {
    expect(await post('/api/v2/contact', JSON.stringify({ firstName: 'A\uFFFFB' }))).toEqual(refused(`firstName: ${NONCHARACTER_TEXT}`));
    expect(await post('/api/v2/contact', JSON.stringify({ firstName: 'ok', notes: 'x\u{10FFFF}' }))).toEqual(refused(`notes: ${NONCHARACTER_TEXT}`));
    // the replacement character and astral text are text
    expect((await post('/api/v2/contact', JSON.stringify({ firstName: 'A\uFFFD 😀 \u{1F9FF}' }))).status).toBe(201);
  });

  it('a text-direction override is refused in a name, and right-to-left text is not', async () => {
    expect(await post('/api/v2/contact', JSON.stringify({ firstName: 'Invoice\u202Efdp.exe' }))).toEqual(
      refused(`firstName: ${BIDI_CONTROL_IN_NAME}`),
    );
    expect((await post('/api/v2/contact', JSON.stringify({ firstName: 'שלום', lastName: 'مرحبا' }))).status).toBe(201);
  });
});

describe('the size of account settings', () => {
  it('caps one value', async () => {
    const fits = 'x'.repeat(MAX_SETTING_VALUE_BYTES - 2); // and its two quotes
    expect((await post('/api/v1/accountSetting', JSON.stringify({ key: 'big.fits', value: fits }))).status).toBe(200);
    expect(await post('/api/v1/accountSetting', JSON.stringify({ key: 'big.over', value: `${fits}x` }))).toEqual(
      refused(`value: ${SETTING_TOO_LARGE}`),
    );
    // bytes, not characters: a value of emoji is refused at a quarter of the length
    const wide = '😀'.repeat(MAX_SETTING_VALUE_BYTES / 4);
    expect((await post('/api/v1/accountSetting', JSON.stringify({ key: 'big.wide', value: wide }))).status).toBe(400);
    expect((await settings()).big).toEqual({ fits });
  });

  it('caps the whole settings document, and a refused write changes nothing', async () => {
    const value = 'y'.repeat(MAX_SETTING_VALUE_BYTES - 2);
    const room = Math.floor(MAX_SETTINGS_BYTES / MAX_SETTING_VALUE_BYTES);
    const answers = [];
    for (let i = 0; i < room + 1; i++) answers.push((await post('/api/v1/accountSetting', JSON.stringify({ key: `fill.k${i}`, value }))).body);
    const refusedAt = answers.findIndex((answer) => answer.success === false);
    expect(refusedAt).toBeGreaterThan(0);
    expect(answers[refusedAt]).toEqual({ success: false, message: SETTINGS_TOO_LARGE });
    expect(Object.keys((await settings()).fill as object)).toHaveLength(refusedAt);
    // removing a key always works, whatever the size
    expect((await post('/api/v1/accountSetting', JSON.stringify({ key: 'fill', value: null }))).status).toBe(200);
  });
});

describe('percent-encoding that is not UTF-8 in the query', () => {
  const search = async (raw: string) => {
    const response = await fetch(`${server.url}/api/v2/contact?token=${t.acmeOwner}&search=${raw}`);
    return { status: response.status, body: (await response.json()) as Record<string, unknown> };
  };

  it('an encoded lone surrogate or a stray byte is a 400 naming the field', async () => {
    expect(await search('a%ED%A0%80b')).toEqual(refused(`search: ${BAD_ENCODING}`));
    expect(await search('a%ffb')).toEqual(refused(`search: ${BAD_ENCODING}`));
    // in the path it already was
    const inPath = await fetch(`${server.url}/api/v2/contact/%ED%A0%80?token=${t.acmeOwner}`);
    expect({ status: inPath.status, body: await inPath.json() }).toEqual(refused(BAD_ENCODING));
  });

  it('is still refused only after the caller is known', async () => {
    const response = await fetch(`${server.url}/api/v2/contact?token=nobody&search=%ff`);
    expect(response.status).toBe(401);
    await response.body?.cancel();
  });

  it('valid UTF-8, plus signs and repeated names decode as before', async () => {
    const created = await post('/api/v2/contact', JSON.stringify({ firstName: 'Zoë', lastName: 'Café Crème' }));
    expect(created.status).toBe(201);
    const found = await search('Caf%C3%A9+Cr%C3%A8me');
    expect(found.status).toBe(200);
    expect((found.body.contacts as { firstName: string }[]).map((c) => c.firstName)).toEqual(['Zoë']);
  });
});
