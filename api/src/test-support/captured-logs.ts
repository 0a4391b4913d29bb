import type { Logger } from 'pino';
import { createLogger, type LogLevel } from '../modules/operations/logger.js';

export type LogLine = Record<string, unknown> & { level: string; msg: string };

export interface CapturedLogs {
  /** A logger made as the app's is (createLogger), writing into memory instead of stdout. */
  logger: Logger;
  /** Every line written so far, parsed. */
  lines(): LogLine[];
  /** Every line written so far, as written. */
  text(): string;
}

export function captureLogs(level: LogLevel = 'debug'): CapturedLogs {
  const written: string[] = [];
  const logger = createLogger({ level, pretty: false }, { write: (line: string) => void written.push(line) });
  return {
    logger,
    lines: () => written.map((line) => JSON.parse(line) as LogLine),
    text: () => written.join(''),
  };
}
