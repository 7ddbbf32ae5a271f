// Scheduled reports through SMTP (issue 10 point 15): with SMTP_URL set when the server starts,
// "send now" delivers the PDF to each recipient through the SMTP stub and the outbox records it as
// sent; the outbox route names the SMTP host and never its password; with the SMTP server gone, each
// message is recorded as failed with a clear error and the schedule shows it as its last error.
import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema';
import { SMTP_UNREACHABLE } from '../../server/providers/email/messages';
import { call, serverWith } from './helpers';
import { startSmtpStub, STUB_PASSWORD, STUB_USER } from './smtpStub';

const stub = await startSmtpStub();
// the provider is chosen from the environment when the server starts; this file's server only
const before = { url: process.env.SMTP_URL, from: process.env.MAIL_FROM };
process.env.SMTP_URL = `smtp://${STUB_USER}:${STUB_PASSWORD}@127.0.0.1:${stub.port}`;
process.env.MAIL_FROM = 'Reports <reports@switchboard.example>';
const { server, t } = await serverWith(['acmeOwner']);
for (const [key, value] of [['SMTP_URL', before.url], ['MAIL_FROM', before.from]] as const) {
  if (value === undefined) delete process.env[key];
  else process.env[key] = value;
}
afterAll(() => stub.close());

/** The Subject header as read: folded lines joined, RFC 2047 words (the window's dash is not ASCII) decoded. */
function subjectOf(raw: string): string {
  const header = raw.split(/\r?\n\r?\n/)[0]!.replace(/\r?\n[ \t]/g, ' ');
  const line = header.split(/\r?\n/).find((l) => l.startsWith('Subject: '))!.slice('Subject: '.length);
  return line.replace(/=\?UTF-8\?([QB])\?([^?]*)\?=\s*/gi, (_m, kind: string, text: string) =>
    kind.toUpperCase() === 'B'
      ? Buffer.from(text, 'base64').toString('utf8')
      : Buffer.from(text.replace(/_/g, ' ').replace(/=([0-9A-F]{2})/gi, (_h, hex: string) => String.fromCharCode(parseInt(hex, 16))), 'latin1').toString('utf8'),
  );
}

const { acme } = server.seeded.orgs;
const { acmeAdmin } = server.seeded.ids;
const schedule = { frequency: 'monthly', day: 1, hour: 6, recipients: [acme, acmeAdmin] };

describe('scheduled reports through SMTP', () => {
  let id: string;

  it('"send now" delivers the PDF to each recipient through the SMTP server, recorded as sent', async () => {
    const created = await call(server, 'POST', '/api/v2/reportSchedules', { token: t.acmeOwner, body: schedule });
    expect(created.status).toBe(201);
    id = created.body.schedule.id;
    const res = await call(server, 'POST', `/api/v2/reportSchedules/${id}/send`, { token: t.acmeOwner });
    expect(res.body.deliveries.map((d: { status: string }) => d.status)).toEqual(['sent', 'sent']);
    expect(stub.received.map((m) => m.to)).toEqual([['owner@acme.example'], ['admin@acme.example']]);
    for (const message of stub.received) {
      expect(message.from).toBe('reports@switchboard.example');
      expect(subjectOf(message.raw)).toMatch(/^Agent Console: Acme dashboard report, \w{3} \d+, \d{4} – \w{3} \d+, \d{4}$/);
      expect(message.raw).toMatch(/Content-Type: application\/pdf; name=.?acme-report-\d{4}-\d{2}-\d{2}\.pdf/);
    }
    const rows = await server.db.db.select().from(mailOutbox).where(eq(mailOutbox.accountId, acme)).orderBy(mailOutbox.id);
    expect(rows.map((r) => [r.recipient, r.status])).toEqual([['owner@acme.example', 'sent'], ['admin@acme.example', 'sent']]);
    // the PDF the SMTP server received is the one recorded
    const pdf = Buffer.from(rows[0]!.attachment!);
    expect(stub.received[0]!.raw.replace(/\r?\n/g, '')).toContain(pdf.toString('base64'));
  });

  it('the outbox route names the SMTP host, never the password', async () => {
    const res = await call(server, 'GET', '/api/v2/mailOutbox', { token: t.acmeOwner });
    expect(res.body.provider).toEqual({ kind: 'smtp', label: `SMTP server 127.0.0.1:${stub.port}` });
    expect(JSON.stringify(res.body)).not.toContain(STUB_PASSWORD);
    expect(res.body.messages.map((m: { status: string }) => m.status)).toEqual(['sent', 'sent']);
  });

  it('with the SMTP server gone, each message is recorded as failed and the schedule shows the error', async () => {
    await stub.close();
    const res = await call(server, 'POST', `/api/v2/reportSchedules/${id}/send`, { token: t.acmeOwner });
    expect(res.status).toBe(200);
    expect(res.body.deliveries.map((d: { status: string; error: string }) => [d.status, d.error])).toEqual([
      ['failed', SMTP_UNREACHABLE],
      ['failed', SMTP_UNREACHABLE],
    ]);
    expect(res.body.schedule.lastError).toBe(`2 of 2 not delivered: ${SMTP_UNREACHABLE}`);
    const outbox = await call(server, 'GET', '/api/v2/mailOutbox', { token: t.acmeOwner });
    expect(outbox.body.messages.slice(0, 2).map((m: { status: string; error: string }) => [m.status, m.error])).toEqual([
      ['failed', SMTP_UNREACHABLE],
      ['failed', SMTP_UNREACHABLE],
    ]);
  });
});
