// Issue 20 point 3, the preflight: a file with bad quoting, too many rows or bytes that are not UTF-8
// is refused whole naming its line, and nothing is stored; an accepted file shows each row's problems
// (not E.164, empty, duplicate, suppressed, a prompt variable missing, an unknown time zone), keeps
// formula-looking cells as text, and a fixed or dropped row is rechecked with the rows it touches.
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { agentCampaigns, taskSuppressions, taskUploadRows, taskUploads } from '../../server/db/schema';
import { MAX_ROWS } from '../../server/tasks/constants';
import { call, serverWith } from './helpers';
import { postCsv, uploadCsv } from './tasksFixture';

const { server, t } = await serverWith(['acmeOwner']);
const { orgs, agents } = server.seeded;
const db = server.db.db;
const stored = async () => (await db.select({ n: count() }).from(taskUploads))[0]!.n;

describe('tasks CSV: refused whole, naming the line', () => {
  it.each([
    ['bad quoting', 'phone,name\n+14155550101,"Maria\n+14155550102,Ja"mes\n', 3, /quote|Line 3/],
    ['a quote inside an unquoted cell', 'phone,name\n+14155550101,Ma"ria\n', 2, /Line 2 has a quote out of place/],
    ['a row with more cells than the header', 'phone,name\n+14155550101,Maria,extra\n', 2, /Line 2: not as many cells/],
  ])('%s', async (_what, csv, line, message) => {
    const before = await stored();
    const reply = await postCsv(server, t.acmeOwner, csv);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ success: false, field: 'csv', line });
    expect(reply.body.message).toMatch(message);
    expect(await stored()).toBe(before);
  });

  it('latin-1 bytes: the line that is not UTF-8', async () => {
    const latin1 = Buffer.concat([Buffer.from('phone,name\n+14155550101,Maria\n+14155550102,Jos'), Buffer.from([0xe9]), Buffer.from('\n')]);
    const reply = await postCsv(server, t.acmeOwner, latin1);
    expect(reply).toMatchObject({ status: 400, body: { success: false, field: 'csv', line: 3, message: 'csv: Line 3 is not UTF-8 text (save the file as UTF-8)' } });
  });

  it(`more than ${MAX_ROWS} rows: refused at the first row over, nothing stored`, async () => {
    const before = await stored();
    const rows = Array.from({ length: MAX_ROWS + 1 }, (_, i) => `+1415${String(1_000_000 + i).padStart(7, '0')},x`);
    const reply = await postCsv(server, t.acmeOwner, `phone,name\n${rows.join('\n')}\n`);
    expect(reply.status).toBe(400);
    expect(reply.body).toMatchObject({ field: 'csv', line: MAX_ROWS + 2, message: 'csv: More than 100,000 rows (line 100002)' });
    expect(await stored()).toBe(before);
  }, 60_000);

  it('an upload retried with its Idempotency-Key answers the first upload again, storing it once', async () => {
    const before = await stored();
    const headers = { 'idempotency-key': crypto.randomUUID() };
    const first = await postCsv(server, t.acmeOwner, 'phone\n+14155550171\n', {}, headers);
    const again = await postCsv(server, t.acmeOwner, 'phone\n+14155550171\n', {}, headers);
    expect(first.status).toBe(201);
    expect(again).toEqual({ ...first, replayed: 'true' });
    expect(await stored()).toBe(before + 1);
  });

  it('no phone column, or no file at all', async () => {
    expect((await postCsv(server, t.acmeOwner, 'name,city\nMaria,SF\n')).body).toMatchObject({ line: 1, message: expect.stringMatching(/^csv: No phone column/) });
    const form = await fetch(new URL(`/api/v2/tasks/csv?token=${t.acmeOwner}`, server.url), { method: 'POST', body: new FormData() });
    expect(form.status).toBe(400);
  });
});

describe('tasks CSV: the rows and their problems', () => {
  it('finds every kind of problem, keeps formula cells as text, and counts what calling takes', async () => {
    await db.insert(taskSuppressions).values({ accountId: orgs.acme, phone: '+14155550104' });
    // the agent's published prompt uses {{firstName}} and {{plan}}; plan has a default of its own
    const prompt = { agentInstructions: 'Hello {{firstName}}, about {{ plan }}.', variables: { plan: 'Gold' }, published: true };
    await db.update(agentCampaigns).set({ production: prompt }).where(eq(agentCampaigns.agentId, agents.acme[1]));
    const csv = [
      'Phone Number,firstName,timezone,note',
      '+14155550101,Maria,America/Chicago,"=HYPERLINK(""http://x"")"',
      '415-555-0102,James,,',
      '+1 (415) 555-0101,Maria again,,@SUM(A1)',
      ',Nobody,,',
      '+14155550104,,Mars/Olympus,',
    ].join('\r\n');
    const upload = await uploadCsv(server, t.acmeOwner, csv, { agentId: String(agents.acme[1]) });
    expect(upload).toMatchObject({ rowCount: 5, columns: ['Phone Number', 'firstName', 'timezone', 'note'], phoneColumn: 'Phone Number', callableCount: 1 });
    expect(upload.problemCounts).toEqual({ 'not-e164': 1, duplicate: 1, empty: 1, suppressed: 1, 'missing-variable': 1, 'outside-window': 1 });
    expect(upload.problems.map((p: { row: number; code: string }) => [p.row, p.code])).toEqual([
      [3, 'not-e164'], [4, 'duplicate'], [5, 'empty'], [6, 'suppressed'], [6, 'missing-variable'], [6, 'outside-window'],
    ]);
    expect(upload.problems[1].message).toBe('Same number as line 2');
    expect(upload.expectedDurationSeconds).toBe(90);
    expect(upload.expectedCostCents).toBe(4);
    const rows = await call(server, 'GET', `/api/v2/tasks/csv/${upload.id}/rows`, { token: t.acmeOwner });
    expect(rows.body.total).toBe(5);
    expect(rows.body.rows[0].values.note).toBe('=HYPERLINK("http://x")');
    expect(rows.body.rows[2].values.note).toBe('@SUM(A1)');
    const withProblems = await call(server, 'GET', `/api/v2/tasks/csv/${upload.id}/rows`, { token: t.acmeOwner, query: { problems: 'true' } });
    expect(withProblems.body.rows.map((r: { row: number }) => r.row)).toEqual([3, 4, 5, 6]);
  });

  it('a fixed row is rechecked, and so are the rows sharing its old or new number', async () => {
    const upload = await uploadCsv(server, t.acmeOwner, 'phone,name\n+14155550101,A\n+14155550101,B\n+14155550199,C\n');
    expect(upload.problemCounts).toEqual({ duplicate: 1 });
    // line 2 takes line 4's number: line 3 is no longer a duplicate, line 4 becomes one
    const fixed = await call(server, 'POST', `/api/v2/tasks/csv/${upload.id}/rows/2`, { token: t.acmeOwner, body: { values: { phone: '+14155550199' } } });
    expect(fixed.status).toBe(200);
    expect(fixed.body.row).toEqual({ row: 2, values: { phone: '+14155550199', name: 'A' }, problems: [] });
    expect(fixed.body.upload.problems).toEqual([{ row: 4, column: 'phone', code: 'duplicate', message: 'Same number as line 2' }]);
    const dropped = await call(server, 'DELETE', `/api/v2/tasks/csv/${upload.id}/rows/2`, { token: t.acmeOwner });
    expect(dropped.body.upload).toMatchObject({ rowCount: 2, problemCounts: {}, callableCount: 2 });
    expect((await call(server, 'DELETE', `/api/v2/tasks/csv/${upload.id}/rows/2`, { token: t.acmeOwner })).status).toBe(404);
    expect(await db.select({ row: taskUploadRows.row }).from(taskUploadRows).where(eq(taskUploadRows.uploadId, upload.id))).toHaveLength(2);
  });
});
