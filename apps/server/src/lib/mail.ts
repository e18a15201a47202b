import { randomBytes } from 'node:crypto';
import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import fp from 'fastify-plugin';
import nodemailer from 'nodemailer';
import { AppError } from './errors.ts';
import type { MailContent } from './mail-templates.ts';

export type MailMessage = MailContent & {
  to: string;
  /** What a developer needs from the message (a code, a link); logged in dev outbox mode only. */
  devNote?: string;
};

export type Mailer = {
  mode: 'smtp' | 'outbox';
  /** Sends now; rejects when the message could not be handed over. */
  send: (message: MailMessage) => Promise<void>;
  /** Sends without making the caller wait (failures are logged): answers keep the same timing. */
  sendInBackground: (message: MailMessage) => void;
  /** Waits for background sends (tests, shutdown). */
  flush: () => Promise<void>;
  close: () => void;
};

/**
 * `smtpUrl` set: messages go through that server (nodemailer URL syntax, e.g.
 * `smtp://user:pass@host:587` or `smtp://127.0.0.1:2525?ignoreTLS=true`). Unset: the dev outbox,
 * every message written to `dataDir/outbox/<time>-<to>.eml` and its code or link logged.
 */
export function createMailer(opts: {
  smtpUrl: string | undefined;
  from: string;
  dataDir: string;
  log: FastifyBaseLogger;
}): Mailer {
  const { log } = opts;
  const outboxDir = path.join(opts.dataDir, 'outbox');
  const transport = opts.smtpUrl
    ? nodemailer.createTransport(opts.smtpUrl)
    : nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const inFlight = new Set<Promise<void>>();

  async function send(message: MailMessage) {
    const info = await transport.sendMail({
      from: opts.from,
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    if (opts.smtpUrl) {
      log.debug({ messageId: info.messageId }, 'mail sent');
      return;
    }
    await mkdir(outboxDir, { recursive: true });
    const stamp = new Date().toISOString().replace(/[:.]/g, '-');
    const safeTo = message.to.replace(/[^\w.@+-]/g, '_').slice(0, 80);
    const file = path.join(outboxDir, `${stamp}-${randomBytes(3).toString('hex')}-${safeTo}.eml`);
    await writeFile(file, (info as unknown as { message: Buffer }).message);
    // `kind` lets the readable log draw this as a box (lib/logger.ts); JSON keeps the fields.
    log.info(
      { kind: 'dev-outbox', to: message.to, subject: message.subject, note: message.devNote, file },
      `dev outbox: ${message.devNote ?? 'mail written'}`,
    );
  }

  return {
    mode: opts.smtpUrl ? 'smtp' : 'outbox',
    send,
    sendInBackground(message) {
      const p = send(message)
        .catch((err) => log.error({ err, to: message.to }, 'mail not sent'))
        .finally(() => inFlight.delete(p));
      inFlight.add(p);
    },
    async flush() {
      await Promise.all([...inFlight]);
    },
    close: () => transport.close(),
  };
}

/** Sends while the caller waits, for a mail the answer promises (a code, a link): 503 MAIL_UNAVAILABLE when it cannot go. */
export async function sendNow(mailer: Mailer, log: FastifyBaseLogger, message: MailMessage): Promise<void> {
  try {
    await mailer.send(message);
  } catch (err) {
    log.error({ err, to: message.to }, 'mail not sent');
    throw new AppError(503, 'MAIL_UNAVAILABLE');
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    mailer: Mailer;
  }
}

/** Decorates `app.mailer`; a module that mails registers it when `app.hasDecorator('mailer')` is false. */
export default fp(
  async (app) => {
    const mailer = createMailer({
      smtpUrl: app.config.smtpUrl,
      from: app.config.mailFrom,
      dataDir: app.config.dataDir,
      log: app.log,
    });
    app.decorate('mailer', mailer);
    app.addHook('onClose', async () => {
      await mailer.flush();
      mailer.close();
    });
  },
  { name: 'mail' },
);
