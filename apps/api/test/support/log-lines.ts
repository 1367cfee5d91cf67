// A logger whose JSON lines a test reads, instead of stdout.
import { createLogger, type Logger, type LogLevel } from '../../src/lib/logger.ts';

export interface LogLines {
  logger: Logger;
  /** Every line written so far, parsed. */
  entries(): Record<string, unknown>[];
  /** The lines at error level or above (pino: 50 error, 60 fatal). */
  errors(): Record<string, unknown>[];
  /** Every line written so far, as written. */
  text(): string;
}

export function logLines(level: LogLevel = 'info'): LogLines {
  const lines: string[] = [];
  const logger = createLogger({ level, destination: { write: (line: string) => void lines.push(line) } });
  const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  return {
    logger,
    entries,
    errors: () => entries().filter((entry) => (entry.level as number) >= 50),
    text: () => lines.join(''),
  };
}
