// What the outbox records and the console shows about email delivery (issue 10 point 15: clear
// errors for an unreachable server, refused credentials and a timeout).
export const OUTBOX_LABEL = 'Mail outbox (demo): no SMTP server configured';
export const smtpLabel = (host: string) => `SMTP server ${host}`;
export const SMTP_UNREACHABLE = 'The SMTP server could not be reached.';
export const SMTP_REFUSED_AUTH = 'The SMTP server refused the credentials.';
export const smtpTimedOut = (ms: number) => `The SMTP server did not answer within ${ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`}.`;
export const smtpRefused = (code: number | undefined) => `The SMTP server refused the message${code ? ` (${code})` : ''}.`;
export const SMTP_FAILED = 'The message could not be delivered.';
