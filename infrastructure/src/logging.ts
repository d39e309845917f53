import pino, { type Logger } from 'pino';

export type { Logger };

/** A pino logger; `destination` replaces stdout (tests read what was logged). */
export function createLogger(options: {
  service: string;
  level?: string;
  destination?: { write(line: string): void };
}): Logger {
  const settings = {
    level: options.level ?? 'info',
    base: { service: options.service },
    redact: {
      paths: [
        'req.headers.cookie',
        'req.headers.authorization',
        'res.headers["set-cookie"]',
        '*.password',
        '*.passwordHash',
      ],
      censor: '[redacted]',
    },
  };
  return options.destination ? pino(settings, options.destination) : pino(settings);
}
