/**
 * The server's one logger (STYLE.md: one owner per low-level API, no stray console). Lines go to
 * stdout/stderr as `level message {json fields}` so they read well in a terminal and grep well in logs.
 */
export type LogLevel = 'debug' | 'info' | 'warn' | 'error' | 'silent';
const ORDER: Record<LogLevel, number> = { debug: 10, info: 20, warn: 30, error: 40, silent: 100 };

let threshold: LogLevel = 'info';

/** Sets the lowest level written; tests use 'warn' to keep their output readable. */
export function setLogLevel(level: LogLevel): void {
  threshold = level;
}

function write(level: Exclude<LogLevel, 'silent'>, message: string, fields?: Record<string, unknown>): void {
  if (ORDER[level] < ORDER[threshold]) return;
  const extra = fields && Object.keys(fields).length ? ` ${safeJson(fields)}` : '';
  const line = `${new Date().toISOString()} ${level} ${message}${extra}\n`;
  (level === 'error' || level === 'warn' ? process.stderr : process.stdout).write(line);
}

function safeJson(fields: Record<string, unknown>): string {
  try {
    return JSON.stringify(fields, (_key, value: unknown) =>
      value instanceof Error ? { name: value.name, message: value.message, stack: value.stack } : value,
    );
  } catch {
    return '{"fields":"unserialisable"}';
  }
}

export const log = {
  debug: (message: string, fields?: Record<string, unknown>) => write('debug', message, fields),
  info: (message: string, fields?: Record<string, unknown>) => write('info', message, fields),
  warn: (message: string, fields?: Record<string, unknown>) => write('warn', message, fields),
  error: (message: string, fields?: Record<string, unknown>) => write('error', message, fields),
};
