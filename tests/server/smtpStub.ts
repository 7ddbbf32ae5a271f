// A small SMTP server for the email provider tests (a stub of a third party, over real TCP): it
// checks the credentials, refuses a chosen recipient, and keeps every message it received raw.
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export const STUB_USER = 'reports';
export const STUB_PASSWORD = 's3cret-pw';
export const REFUSED_RECIPIENT = 'nobody@refused.example';

export interface SmtpStub {
  port: number;
  received: { from: string; to: string[]; raw: string }[];
  close(): Promise<void>;
}

export async function startSmtpStub(): Promise<SmtpStub> {
  const received: SmtpStub['received'] = [];
  const server = new SMTPServer({
    secure: false,
    disabledCommands: ['STARTTLS'],
    allowInsecureAuth: true,
    logger: false,
    onAuth(auth, _session, done) {
      if (auth.username === STUB_USER && auth.password === STUB_PASSWORD) return done(null, { user: auth.username });
      done(Object.assign(new Error('Invalid username or password'), { responseCode: 535 }));
    },
    onRcptTo(address, _session, done) {
      if (address.address === REFUSED_RECIPIENT) return done(Object.assign(new Error('No such user'), { responseCode: 550 }));
      done();
    },
    onData(stream, session, done) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          to: session.envelope.rcptTo.map((r) => r.address),
          raw: Buffer.concat(chunks).toString('utf8'),
        });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.server.address() as AddressInfo).port;
  return { port, received, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A TCP server that accepts and never greets: an SMTP server that hangs. */
export async function startSilentServer(): Promise<{ port: number; close(): Promise<void> }> {
  const sockets = new Set<Socket>();
  const server: Server = createServer((socket) => sockets.add(socket));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  return {
    port,
    close: () => {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}

/** A port nothing listens on. */
export async function closedPort(): Promise<number> {
  const silent = await startSilentServer();
  await silent.close();
  return silent.port;
}
