import type { AddressInfo } from 'node:net';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  /** The raw message as it came over SMTP. */
  raw: string;
};

/**
 * A real SMTP server on a free local port that keeps every message it receives, parsed. Point the
 * app at it with `env()` and read what a person would find in their mailbox.
 */
export class SmtpReceiver {
  readonly messages: ReceivedMail[] = [];
  private readonly server: SMTPServer;
  private waiters: (() => void)[] = [];
  port = 0;

  constructor() {
    this.server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      onData: (stream, session, callback) => {
        const chunks: Buffer[] = [];
        stream.on('data', (c: Buffer) => chunks.push(c));
        stream.on('end', async () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          try {
            const parsed = await simpleParser(raw);
            this.messages.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((r) => r.address),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: typeof parsed.html === 'string' ? parsed.html : '',
              raw,
            });
            for (const wake of this.waiters.splice(0)) wake();
            callback();
          } catch (err) {
            callback(err as Error);
          }
        });
      },
    });
  }

  async start(): Promise<this> {
    await new Promise<void>((resolve) => this.server.listen(0, '127.0.0.1', resolve));
    this.port = (this.server.server.address() as AddressInfo).port;
    return this;
  }

  /** Environment for buildTestApp: mail goes here, in plain SMTP. */
  env(): Record<string, string> {
    return {
      SMTP_URL: `smtp://127.0.0.1:${this.port}?ignoreTLS=true`,
      MAIL_FROM: 'Таланты <no-reply@talanty.test>',
    };
  }

  /** Messages to one address, oldest first. */
  to(address: string): ReceivedMail[] {
    const a = address.toLowerCase();
    return this.messages.filter((m) => m.to.some((t) => t.toLowerCase() === a));
  }

  private readCount = new Map<string, number>();

  /** The next message to an address that this method has not handed out yet, waiting for it if needed. */
  async next(address: string, timeoutMs = 5000): Promise<ReceivedMail> {
    const a = address.toLowerCase();
    const n = this.readCount.get(a) ?? 0;
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const found = this.to(a)[n];
      if (found) {
        this.readCount.set(a, n + 1);
        return found;
      }
      const left = deadline - Date.now();
      if (left <= 0) throw new Error(`no new mail to ${address} within ${timeoutMs} ms`);
      await new Promise<void>((resolve) => {
        const timer = setTimeout(resolve, left);
        this.waiters.push(() => {
          clearTimeout(timer);
          resolve();
        });
      });
    }
  }

  clear() {
    this.messages.length = 0;
    this.readCount.clear();
  }

  close(): Promise<void> {
    return new Promise((resolve) => this.server.close(() => resolve()));
  }
}

/** The 6-digit code of a code mail (the plain-text part). */
export function codeOf(mail: ReceivedMail): string {
  const m = /\b(\d{6})\b/.exec(mail.text);
  if (!m) throw new Error(`no code in mail "${mail.subject}"`);
  return m[1]!;
}

/** The password link of a recovery mail. */
export function linkOf(mail: ReceivedMail): URL {
  const m = /(https?:\/\/\S+\/auth\/new-password\?token=[\w%-]+)/.exec(mail.text);
  if (!m) throw new Error(`no link in mail "${mail.subject}"`);
  return new URL(m[1]!);
}
