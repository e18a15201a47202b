import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import { simpleParser } from 'mailparser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../test/helpers.ts';
import { createMailer } from './mail.ts';
import { signupCodeMail } from './mail-templates.ts';

describe('dev outbox (no SMTP_URL)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('writes each message to DATA_DIR/outbox as an .eml file, and sign-up works from it', async () => {
    const c = t.client();
    const email = 'outbox.reader@example.com';
    const res = await c.post('/registration/init', {
      email,
      password: 'Velvet-Tuba-2024',
      nickName: 'outbox_reader',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(t.app.mailer.mode).toBe('outbox');
    const dir = path.join(t.dataDir, 'outbox');
    const files = readdirSync(dir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/^\d{4}-\d{2}-\d{2}T.*-outbox\.reader@example\.com\.eml$/);
    const mail = await simpleParser(readFileSync(path.join(dir, files[0]!)));
    expect(mail.subject).toContain('код подтверждения');
    expect(mail.html).toContain('font-size:40px');
    const code = /\b(\d{6})\b/.exec(mail.text ?? '')![1]!;
    const confirm = await c.post(`/registration/confirm?otp=${code}`);
    expect(confirm.statusCode, confirm.body).toBe(200);
  });
});

describe('mailer', () => {
  it('logs the code or link of an outbox message for the developer', async () => {
    const lines: unknown[][] = [];
    const log = {
      info: (...args: unknown[]) => lines.push(args),
      error: () => {},
    } as unknown as FastifyBaseLogger;
    const dataDir = mkdtempSync(path.join(tmpdir(), 'talanty-mail-'));
    const mailer = createMailer({ smtpUrl: undefined, from: 'Таланты <a@b.c>', dataDir, log });
    await mailer.send({ to: 'x@example.com', ...signupCodeMail('en', '123456', 2), devNote: 'code 123456' });
    expect(JSON.stringify(lines)).toContain('code 123456');
    const [file] = readdirSync(path.join(dataDir, 'outbox'));
    const raw = readFileSync(path.join(dataDir, 'outbox', file!), 'utf8');
    expect(raw).toContain('multipart/alternative');
    mailer.close();
  });

  it('escapes what it puts into HTML', () => {
    const { html } = signupCodeMail('ru', '<b>1</b>', 2);
    expect(html).toContain('&lt;b&gt;1&lt;/b&gt;');
    expect(html).not.toContain('<b>1</b>');
  });
});
