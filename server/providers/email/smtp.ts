// The real adapter (issue 10 point 15): SMTP through nodemailer when SMTP_URL is set
// (smtp://user:pass@host:587, smtps://… for TLS from the start), from MAIL_FROM. Every message is
// also recorded in the outbox with its delivery status or a clear error. The URL's credentials are
// never logged nor shown: the label names the host only, errors are our own sentences.
import nodemailer, { type Transporter } from 'nodemailer';
import type { Db } from '../../db/store';
import { SMTP_FAILED, SMTP_REFUSED_AUTH, SMTP_UNREACHABLE, smtpLabel, smtpRefused, smtpTimedOut } from './messages';
import { recordMail } from './outbox';
import type { EmailProvider, OutgoingMail, SentMail } from './types';

export interface SmtpConfig {
  url: string;
  from: string;
  timeoutMs: number;
}

const UNREACHABLE_CODES = new Set(['ECONNECTION', 'ECONNREFUSED', 'ESOCKET', 'EDNS', 'ENOTFOUND', 'EHOSTUNREACH', 'ECONNRESET', 'ETLS']);

/** Our sentence for nodemailer's error: its own messages may quote the server's reply or the URL. */
export function smtpError(error: unknown, timeoutMs: number): string {
  const { code, responseCode } = (error ?? {}) as { code?: string; responseCode?: number };
  if (code === 'EAUTH') return SMTP_REFUSED_AUTH;
  if (code === 'ETIMEDOUT') return smtpTimedOut(timeoutMs);
  if (code && UNREACHABLE_CODES.has(code)) return SMTP_UNREACHABLE;
  if (code === 'EENVELOPE' || code === 'EMESSAGE' || responseCode) return smtpRefused(responseCode);
  return SMTP_FAILED;
}

export class SmtpEmail implements EmailProvider {
  readonly info;
  private readonly transport: Transporter;

  constructor(
    private readonly db: Db,
    private readonly config: SmtpConfig,
  ) {
    const url = new URL(config.url);
    this.info = { kind: 'smtp' as const, label: smtpLabel(url.host) };
    // from the URL's parts: given `url`, nodemailer drops the timeouts below
    const secure = url.protocol === 'smtps:';
    this.transport = nodemailer.createTransport({
      host: url.hostname.replace(/^\[|\]$/g, ''),
      port: Number(url.port) || (secure ? 465 : 587),
      secure,
      auth: url.username ? { user: decodeURIComponent(url.username), pass: decodeURIComponent(url.password) } : undefined,
      connectionTimeout: config.timeoutMs,
      greetingTimeout: config.timeoutMs,
      socketTimeout: config.timeoutMs,
      // nodemailer logs nothing unless asked; keep it so (its debug log would print AUTH lines)
      logger: false,
      debug: false,
    });
  }

  async send(mail: OutgoingMail): Promise<SentMail> {
    try {
      await this.transport.sendMail({
        from: this.config.from,
        to: mail.to,
        subject: mail.subject,
        text: mail.text,
        attachments: (mail.attachments ?? []).map((a) => ({ filename: a.filename, contentType: a.contentType, content: a.content })),
      });
      return await recordMail(this.db, mail, 'sent');
    } catch (error) {
      return recordMail(this.db, mail, 'failed', smtpError(error, this.config.timeoutMs));
    }
  }

  close(): void {
    this.transport.close();
  }
}
