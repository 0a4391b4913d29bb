import { createRequire } from 'node:module';
import { DriverException } from '@mikro-orm/core';
import pg from 'pg';
import { type DestinationStream, type Logger, type LoggerOptions, pino } from 'pino';

export const LOG_LEVELS = ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

export interface LogSettings {
  level: LogLevel;
  /** Human-readable lines (development), when pino-pretty is installed; JSON otherwise. */
  pretty: boolean;
}

/**
 * MikroORM sends statements with their values filled in, and knex writes the statement into a failed query's
 * error message (an e-mail, a password hash…), then " - " and PostgreSQL's own words. The log keeps PostgreSQL's
 * words, its SQLSTATE and the table or constraint it names, never the values.
 */
function withoutStatement(error: Error): string {
  const separator = error.message.lastIndexOf(' - ');
  return separator < 0 ? error.message : error.message.slice(separator + 3);
}

/** An error as a log field: type, message, stack frames and code; nothing else of what it carries. */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error, message: String(error) };
  const type = error.constructor?.name ?? error.name;
  // Converted by MikroORM, or straight from pg (connection.execute does not convert).
  const isDatabaseError = error instanceof DriverException || error instanceof pg.DatabaseError;
  const message = isDatabaseError ? withoutStatement(error) : error.message;
  const frames = (error.stack ?? '').split('\n').filter((line) => line.trimStart().startsWith('at '));
  const fields: Record<string, unknown> = { type, message, stack: [`${type}: ${message}`, ...frames].join('\n') };
  const { code, table, constraint } = error as { code?: unknown; table?: unknown; constraint?: unknown };
  if (typeof code === 'string' || typeof code === 'number') fields.code = code;
  if (isDatabaseError && typeof table === 'string') fields.table = table;
  if (isDatabaseError && typeof constraint === 'string') fields.constraint = constraint;
  return fields;
}

/** pino-pretty's entry point when it is installed (a dev dependency: production images leave it out). */
function prettyPrinterPath(): string | undefined {
  try {
    return createRequire(import.meta.url).resolve('pino-pretty');
  } catch {
    return undefined;
  }
}

/**
 * The process's one logger, made at start from the configuration. It never writes synchronously on the request
 * path: JSON goes to stdout through an asynchronous buffered stream (flushed when the process exits), and pretty
 * output is formatted in pino-pretty's worker thread. `destination` replaces stdout (tests read the lines).
 */
export function createLogger(settings: LogSettings, destination?: DestinationStream): Logger {
  const options: LoggerOptions = {
    level: settings.level,
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    serializers: { err: serializeError },
  };
  if (destination) return pino(options, destination);
  const prettyPrinter = settings.pretty ? prettyPrinterPath() : undefined;
  if (prettyPrinter) {
    return pino({ ...options, transport: { target: prettyPrinter, options: { ignore: 'pid,hostname', translateTime: 'SYS:HH:MM:ss.l', singleLine: true } } });
  }
  return pino(options, pino.destination({ dest: 1, sync: false }));
}
