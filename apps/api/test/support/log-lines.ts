// A logger whose JSON lines a test reads, instead of stdout.
import { createLogger, type Logger, type LogLevel } from '../../src/lib/logger.ts';

export interface LogLines {
  logger: Logger;
  /** Every line written so far, parsed. */
  entries(): Record<string, unknown>[];
  /** Every line written so far, as written. */
  text(): string;
}

export function logLines(level: LogLevel = 'info'): LogLines {
  const lines: string[] = [];
  const logger = createLogger({ level, destination: { write: (line: string) => void lines.push(line) } });
  return {
    logger,
    entries: () => lines.map((line) => JSON.parse(line) as Record<string, unknown>),
    text: () => lines.join(''),
  };
}
