import path from 'node:path';
import { type FastifyReply, type FastifyRequest, type FastifyServerOptions, LogController } from 'fastify';
import type { Config } from '../config.ts';
import { ASSET_EXT } from './assets.ts';
import { loggableError } from './log-errors.ts';

/** Where log lines go: `process.stdout` by default; a test passes a collector. */
export type LogStream = { write: (line: string) => unknown; isTTY?: boolean };

/** Colours only for a terminal, and never when NO_COLOR is set (https://no-color.org); FORCE_COLOR forces them. */
export function useColors(stream: LogStream, env: NodeJS.ProcessEnv = process.env): boolean {
  if (env.NO_COLOR) return false;
  if (env.FORCE_COLOR && env.FORCE_COLOR !== '0') return true;
  return stream.isTTY === true;
}

/** Fastify's `logger` option: pino at LOG_LEVEL, writing JSON lines, or readable lines through `prettyStream`. */
export function loggerOptions(
  config: Pick<Config, 'logLevel' | 'logFormat'>,
  stream?: LogStream,
): FastifyServerOptions['logger'] {
  if (config.logLevel === 'silent') return false;
  // Every `{ err }` the app logs goes through one serializer that keeps a person's input out.
  const base = { level: config.logLevel, serializers: { err: loggableError } };
  if (config.logFormat === 'json') return stream ? { ...base, stream } : base;
  const out = stream ?? process.stdout;
  return { ...base, stream: prettyStream(out, { colors: useColors(out) }) };
}

/**
 * Built assets, media bytes and health checks: a page load fetches dozens of them and a probe
 * asks every few seconds, so they log at debug; everything else at info.
 */
const QUIET = /^\/(assets|files|api\/docs\/static)\/|^\/api\/health$/;

/** Query values that open an account (sign-up code, password link): never written to a log. */
const SECRET_PARAMS = /([?&](?:otp|token)=)[^&#]*/gi;

const LEVEL_NUMBERS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const;

/**
 * One line per request, when its answer is sent: method, path, status, time (instead of Fastify's
 * "incoming request" and "request completed" pair).
 */
export class RequestLog extends LogController {
  override incomingRequest(): void {}

  override requestCompleted(error: Error | null | undefined, req: FastifyRequest, reply: FastifyReply): void {
    // Below LOG_LEVEL (pino's level numbers; 'silent' is none of them): nothing to build.
    const threshold =
      LEVEL_NUMBERS[reply.log.level as keyof typeof LEVEL_NUMBERS] ?? Number.POSITIVE_INFINITY;
    if (!error && threshold > LEVEL_NUMBERS.info) return;
    const url = req.url.replace(SECRET_PARAMS, '$1***');
    const pathname = url.split('?')[0] ?? '';
    const fields = {
      method: req.method,
      url,
      statusCode: reply.statusCode,
      responseTime: Math.round(reply.elapsedTime * 10) / 10,
      ip: req.ip,
    };
    if (error) reply.log.error({ ...fields, err: error }, 'request errored');
    else if (QUIET.test(pathname) || ASSET_EXT.test(pathname)) reply.log.debug(fields, 'request completed');
    else reply.log.info(fields, 'request completed');
  }
}

/** A pino destination that turns each JSON line into a line (or, for the dev outbox, a box) for people. */
export function prettyStream(out: LogStream, opts: { colors: boolean }): { write: (line: string) => void } {
  return {
    write(line: string) {
      let entry: LogEntry;
      try {
        entry = JSON.parse(line) as LogEntry;
      } catch {
        out.write(line);
        return;
      }
      out.write(`${formatEntry(entry, opts.colors)}\n`);
    },
  };
}

type LogEntry = Record<string, unknown> & { level: number; time: number; msg?: string };

const LEVELS: Record<number, [label: string, color: number]> = {
  10: ['TRACE', 90],
  20: ['DEBUG', 90],
  30: ['INFO ', 36],
  40: ['WARN ', 33],
  50: ['ERROR', 31],
  60: ['FATAL', 31],
};

/** Fields every line has, or that the layout already shows. */
const HIDDEN = new Set(['level', 'time', 'msg', 'pid', 'hostname', 'reqId', 'err']);

export function formatEntry(entry: LogEntry, colors: boolean): string {
  const c = (code: number | string, text: string) => (colors ? `\x1b[${code}m${text}\x1b[0m` : text);
  if (entry.kind === 'dev-outbox') return outboxBox(entry, c);

  const time = c(2, clock(entry.time));
  const [label, color] = LEVELS[entry.level] ?? ['LOG  ', 0];
  const level = c(color, label);

  let text: string;
  if (typeof entry.method === 'string' && typeof entry.statusCode === 'number') {
    // One line per request (RequestLog above): method, path, status, time.
    const status = entry.statusCode;
    const statusColor = status >= 500 ? 31 : status >= 400 ? 33 : status >= 300 ? 36 : 32;
    const ms = typeof entry.responseTime === 'number' ? c(2, ` ${formatMs(entry.responseTime)}`) : '';
    text = `${time} ${level} ${entry.method} ${clean(String(entry.url))} ${c(statusColor, String(status))}${ms}`;
  } else {
    const fields = Object.entries(entry)
      // An error line names its request, so a 500 can be found from the answer's X-Request-Id.
      .filter(
        ([key, value]) => (!HIDDEN.has(key) || (key === 'reqId' && entry.level >= 50)) && value !== undefined,
      )
      .map(([key, value]) => c(2, `${key}=${fieldValue(value)}`));
    text = [`${time} ${level} ${clean(entry.msg ?? '')}`, ...fields].join(' ');
  }
  const err = entry.err as { type?: string; message?: string; code?: string; stack?: string } | undefined;
  if (err) {
    // A stack is for a failure of ours (error, fatal); a refused request needs only its reason.
    if (entry.level >= 50 && err.stack) text += `\n${indent(err.stack)}`;
    else text += c(2, ` err=${err.type ?? 'Error'}: ${err.message ?? ''}${err.code ? ` (${err.code})` : ''}`);
  }
  return text;
}

/**
 * The dev outbox's mail, boxed so its code or link stands out among the request lines:
 * ┌─ Dev outbox: mail to anna@example.com ────
 * │ sign-up code for anna@example.com: 123456
 * └───────────────────────────────────────────
 * No right border: a long link stays one clean line to copy.
 */
function outboxBox(entry: LogEntry, c: (code: number | string, text: string) => string): string {
  const title = ` Dev outbox: mail to ${clean(String(entry.to ?? '?'))} `;
  const lines: [text: string, color: number | string][] = [];
  if (typeof entry.subject === 'string') lines.push([entry.subject, 2]);
  if (typeof entry.note === 'string') lines.push([entry.note, '1;33']);
  if (typeof entry.file === 'string') lines.push([`file: ${shortPath(entry.file)}`, 2]);
  const width = Math.min(100, Math.max(56, title.length + 4, ...lines.map(([text]) => text.length + 2)));
  const border = (s: string) => c(35, s);
  return [
    `${border('┌─')}${c(1, title)}${border('─'.repeat(Math.max(2, width - title.length - 2)))}`,
    ...lines.map(([text, color]) => `${border('│')} ${c(color, clean(text))}`),
    border(`└${'─'.repeat(width - 1)}`),
  ].join('\n');
}

/** Control characters (an escape sequence in a logged value) never reach the terminal; new lines stay. */
function clean(text: string): string {
  let out = '';
  for (const ch of text) {
    const code = ch.charCodeAt(0);
    out += (code < 32 && ch !== '\n') || (code >= 127 && code < 160) ? '\ufffd' : ch;
  }
  return out;
}

const pad2 = (n: number) => String(n).padStart(2, '0');
function clock(ms: number): string {
  const d = new Date(ms);
  return `${pad2(d.getHours())}:${pad2(d.getMinutes())}:${pad2(d.getSeconds())}`;
}

function formatMs(ms: number): string {
  return ms < 10 ? `${ms.toFixed(1)} ms` : `${Math.round(ms)} ms`;
}

function fieldValue(value: unknown): string {
  if (typeof value === 'string') return /^[^\s"=]+$/.test(value) ? value : JSON.stringify(value);
  return JSON.stringify(value);
}

const indent = (text: string) =>
  text
    .split('\n')
    .map((l) => `    ${l}`)
    .join('\n');

/** Paths under the working directory print relative (`data/outbox/…`): shorter, and clickable in most terminals. */
function shortPath(file: string): string {
  const rel = path.relative(process.cwd(), file);
  return rel && !rel.startsWith('..') && !path.isAbsolute(rel) ? rel : file;
}
