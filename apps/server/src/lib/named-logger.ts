import pino, { type Logger } from 'pino';
import type { Config } from '../config';
import { logOptions } from './log-options';

const loggers = new WeakMap<Config, Map<string, Logger>>();

/** The app's logger named `name` (the email and text senders log why a message was not sent): one per app, made on first use. */
export function namedLogger(config: Config, name: string): Logger {
  const named = loggers.get(config) ?? new Map<string, Logger>();
  loggers.set(config, named);
  const log = named.get(name) ?? pino(logOptions(config, { name }));
  named.set(name, log);
  return log;
}
