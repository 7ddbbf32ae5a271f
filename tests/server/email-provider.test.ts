// The email provider (issue 10 point 15): the embedded mail outbox by default; SMTP through
// nodemailer when SMTP_URL is set, against an SMTP stub the test starts (accepts with the right
// credentials and receives the attachment; refused credentials, a refused recipient, an unreachable
// server and one that never answers are recorded with clear errors). Credentials never show.
import { desc, eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { mailOutbox } from '../../server/db/schema';
import { selectEmailProvider } from '../../server/providers/email';
import { MailOutbox } from '../../server/providers/email/mailOutbox';
import { OUTBOX_LABEL, SMTP_REFUSED_AUTH, SMTP_UNREACHABLE, smtpRefused, smtpTimedOut } from '../../server/providers/email/messages';
import type { OutgoingMail } from '../../server/providers/email/types';
import { serverWith } from './helpers';
import { closedPort, REFUSED_RECIPIENT, startSilentServer, startSmtpStub, STUB_PASSWORD, STUB_USER } from './smtpStub';

const { server } = await serverWith();
const db = server.db.db;
const stub = await startSmtpStub();
afterAll(() => stub.close());

// a binary attachment whose bytes cover every value, so any mangling shows
const pdf = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.from(Array.from({ length: 300 }, (_, i) => i % 256))]);
const mail = (to = 'owner@acme.example'): OutgoingMail => ({
  to,
  subject: 'Acme: weekly report',
  text: 'Your report is attached.',
  attachments: [{ filename: 'report.pdf', contentType: 'application/pdf', content: pdf }],
  accountId: 4242,
});
const smtpUrl = (port: number, password = STUB_PASSWORD) => `smtp://${STUB_USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
const row = async (id: number) => (await db.select().from(mailOutbox).where(eq(mailOutbox.id, id)))[0]!;

describe('mail outbox (the embedded default)', () => {
  it('is chosen without SMTP_URL and stores the message with its attachment', async () => {
    const provider = selectEmailProvider(db, {});
    expect(provider).toBeInstanceOf(MailOutbox);
    expect(provider.info).toEqual({ kind: 'outbox', label: OUTBOX_LABEL });
    const sent = await provider.send(mail());
    expect(sent).toEqual({ id: expect.any(Number), status: 'stored' });
    const stored = await row(sent.id);
    expect(stored).toMatchObject({ accountId: 4242, recipient: 'owner@acme.example', subject: 'Acme: weekly report', attachmentName: 'report.pdf', attachmentType: 'application/pdf', attachmentSize: pdf.length, status: 'stored', error: null });
    expect(Buffer.from(stored.attachment!).equals(pdf)).toBe(true);
  });
});

describe('SMTP adapter', () => {
  it('is chosen by SMTP_URL, names the host only, and refuses a URL that is not smtp', () => {
    const provider = selectEmailProvider(db, { SMTP_URL: smtpUrl(stub.port) });
    expect(provider.info).toEqual({ kind: 'smtp', label: `SMTP server 127.0.0.1:${stub.port}` });
    expect(JSON.stringify(provider.info)).not.toContain(STUB_PASSWORD);
    expect(() => selectEmailProvider(db, { SMTP_URL: 'http://x' })).toThrow(/SMTP_URL/);
    expect(() => selectEmailProvider(db, { SMTP_URL: `smtp://u:${STUB_PASSWORD}@[bad` })).toThrow(/SMTP_URL/);
    try {
      selectEmailProvider(db, { SMTP_URL: `smtp://u:${STUB_PASSWORD}@[bad` });
    } catch (error) {
      expect((error as Error).message).not.toContain(STUB_PASSWORD);
    }
  });

  it('delivers with the credentials, from MAIL_FROM, with the attachment, and records it as sent', async () => {
    const provider = selectEmailProvider(db, { SMTP_URL: smtpUrl(stub.port), MAIL_FROM: 'Reports <reports@acme.example>' });
    const before = stub.received.length;
    const sent = await provider.send(mail());
    expect(sent.status).toBe('sent');
    const message = stub.received[before]!;
    expect(message.from).toBe('reports@acme.example');
    expect(message.to).toEqual(['owner@acme.example']);
    expect(message.raw).toContain('Subject: Acme: weekly report');
    expect(message.raw).toMatch(/filename=.?report\.pdf/);
    expect(message.raw.replace(/\r?\n/g, '')).toContain(pdf.toString('base64'));
    expect(await row(sent.id)).toMatchObject({ status: 'sent', error: null, attachmentSize: pdf.length });
  });

  it('records refused credentials, a refused recipient, an unreachable server and a timeout', async () => {
    const silent = await startSilentServer();
    try {
      const cases: [Record<string, string>, string, string][] = [
        [{ SMTP_URL: smtpUrl(stub.port, 'wrong-password') }, 'owner@acme.example', SMTP_REFUSED_AUTH],
        [{ SMTP_URL: smtpUrl(stub.port) }, REFUSED_RECIPIENT, smtpRefused(550)],
        [{ SMTP_URL: smtpUrl(await closedPort()) }, 'owner@acme.example', SMTP_UNREACHABLE],
        [{ SMTP_URL: smtpUrl(silent.port), SMTP_TIMEOUT_MS: '300' }, 'owner@acme.example', smtpTimedOut(300)],
      ];
      for (const [env, to, error] of cases) {
        const received = stub.received.length;
        const sent = await selectEmailProvider(db, env).send(mail(to));
        expect(sent, JSON.stringify(env)).toEqual({ id: expect.any(Number), status: 'failed', error });
        expect(await row(sent.id)).toMatchObject({ status: 'failed', error, recipient: to });
        expect(stub.received.length).toBe(received);
      }
      const errors = (await db.select({ error: mailOutbox.error }).from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(4)).map((r) => r.error ?? '');
      expect(errors.join(' ')).not.toContain(STUB_PASSWORD);
    } finally {
      await silent.close();
    }
  });
});
