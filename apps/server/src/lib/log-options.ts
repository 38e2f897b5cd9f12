import type { LoggerOptions } from 'pino';
import type { Config } from '../config';
import { redactSecrets } from './redact-secrets';

/**
 * The options of every logger of the app (Fastify's, the named ones, the worker's): the level, and one
 * last step before a line is written that takes every secret out of the URLs in it (decision 0235). It
 * works on the finished line, so no message, serializer or error stack can slip past it.
 */
export function logOptions(config: Pick<Config, 'logLevel'>, extra: LoggerOptions = {}): LoggerOptions {
  return {
    level: config.logLevel,
    // Headers are never logged by our serializers; should one be, its credentials are not.
    redact: ['req.headers.authorization', 'req.headers.cookie', 'res.headers["set-cookie"]'],
    ...extra,
    hooks: { streamWrite: redactSecrets },
  };
}
