import pino, { type Logger } from 'pino';
import type { Config } from './config';
import type { Executor } from './db/client';
import { logOptions } from './lib/log-options';
import { SchemaWaitError, waitForSchema } from './lib/wait-for-schema';

// What the entry points (main.ts, serve.ts, worker.ts, migrate.ts) share about starting and stopping
// (decisions 0220, 0221): their logger, the exit on a failed start, and the stop on SIGTERM or SIGINT
// within SHUTDOWN_TIMEOUT_SECONDS.

export function processLogger(config: Config, name: string): Logger {
  // logOptions: every line loses the secrets of the URLs it names (decision 0235).
  return pino(logOptions(config, { base: { process: name, pid: process.pid } }));
}

/** Ends a start that cannot go on (the schema ahead, or never arriving) with its message and exit code 1. */
export function exitOnStartFailure(log: Logger, error: unknown): never {
  if (error instanceof SchemaWaitError) log.fatal(error.message);
  else log.fatal({ err: error }, 'start failed');
  process.exit(1);
}

/**
 * The schema at this code's version before anything else starts (decision 0220): at once after this
 * process migrated, else waited for; a schema ahead, or none within SCHEMA_WAIT_SECONDS, exits 1.
 */
export async function schemaAtVersionOrExit(config: Config, db: Executor, log: Logger): Promise<void> {
  await waitForSchema({
    db,
    deadlineSeconds: config.lifecycle.schemaWaitSeconds,
    log: { info: (message) => log.info(message), warn: (message) => log.warn(message) },
  }).catch((error: unknown) => exitOnStartFailure(log, error));
}

/**
 * On the first SIGTERM or SIGINT, runs `stop` (readiness off, work drained, connections closed) and
 * exits 0; exits 1 if it throws or has not finished after SHUTDOWN_TIMEOUT_SECONDS, so an orchestrator's
 * own kill after its grace period never has to come.
 */
export function stopOnSignal(options: {
  config: Config;
  log: Logger;
  stop: (signal: NodeJS.Signals) => Promise<void>;
}): void {
  const { config, log } = options;
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    // Listening on (not once): a second signal (tsx relays the one its process group got too) must not
    // fall to the default action, which would kill the process mid-drain.
    if (stopping) return;
    stopping = true;
    const timeoutSeconds = config.lifecycle.shutdownTimeoutSeconds;
    log.info(`${signal}: draining (exits within ${timeoutSeconds} s)`);
    setTimeout(() => {
      log.error(`shutdown did not finish within ${timeoutSeconds} s (SHUTDOWN_TIMEOUT_SECONDS): exiting`);
      process.exit(1);
    }, timeoutSeconds * 1000).unref();
    options.stop(signal).then(
      () => {
        log.info('stopped');
        process.exit(0);
      },
      (error: unknown) => {
        log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

/** How long a stopping worker lets sends in flight be accepted: 5 s, or a third of the shutdown deadline. */
export function sendGraceMsOf(config: Config): number {
  return Math.min(5000, (config.lifecycle.shutdownTimeoutSeconds * 1000) / 3);
}
