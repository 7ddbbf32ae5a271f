// Shared by the task suites: a number of Acme's to call from, a task body, and a CSV uploaded as the
// console sends it (multipart field csv).
import type { TestServer } from '../../server/testing/index';
import { REPLAYED_HEADER } from '../../server/kit/idempotency';
import { apiUrl, call, type Reply } from './helpers';

/** Buys the first number on offer for `agentId`; its E.164. */
export async function ownNumber(server: TestServer, token: string, agentId: number, prefix = '415'): Promise<string> {
  const found = await call(server, 'POST', '/api/v2/phoneNumber/search/local/prefix', { token, body: { prefix } });
  const number = found.body.numbers[0].number as string;
  const bought = await call(server, 'POST', '/api/v2/phoneNumber/assign', { token, target: agentId, body: { number } });
  if (bought.status !== 201) throw new Error(`could not buy ${number}: ${JSON.stringify(bought.body)}`);
  return number;
}

export function newTask(over: Record<string, unknown> = {}) {
  return {
    name: 'Spring check-in',
    timezone: 'America/New_York',
    window: { days: [0, 1, 2, 3, 4, 5, 6], start: '00:00', end: '23:59' },
    concurrency: 2,
    retries: { noAnswer: { max: 2, delayMinutes: 60 }, busy: { max: 1, delayMinutes: 30 } },
    ...over,
  };
}

/** POST /api/v2/tasks/csv with `csv` as the file (text is sent as UTF-8; bytes as given). */
export async function postCsv(
  server: TestServer,
  token: string,
  csv: string | Uint8Array,
  fields: Record<string, string> = {},
  headers: Record<string, string> = {},
): Promise<Reply & { replayed?: string | null }> {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.set(k, v);
  form.set('csv', new Blob([csv as BlobPart], { type: 'text/csv' }), 'list.csv');
  const response = await fetch(apiUrl(server, '/api/v2/tasks/csv', { token }), { method: 'POST', body: form, headers });
  return { status: response.status, body: await response.json(), replayed: response.headers.get(REPLAYED_HEADER) };
}

export async function uploadCsv(server: TestServer, token: string, csv: string, fields?: Record<string, string>) {
  const reply = await postCsv(server, token, csv, fields);
  if (reply.status !== 201) throw new Error(`upload refused: ${JSON.stringify(reply.body)}`);
  return reply.body.upload;
}
