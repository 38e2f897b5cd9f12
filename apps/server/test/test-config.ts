import { type Config, loadConfig } from '../src/config';

/** The tests' auth secret: given, so no test writes DATA_DIR/auth-secret (long enough for better-auth). */
export const TEST_AUTH_SECRET = 'test-secret-test-secret-test-secret-0123';

/** The app's configuration for a test or a test's child process: `env` over the tests' auth secret. */
export function testConfig(env: NodeJS.ProcessEnv): Config {
  // The forecast read (decision 0320) only where a test asks for it: a worker's first job would read it.
  return loadConfig({ BETTER_AUTH_SECRET: TEST_AUTH_SECRET, WEATHER_ENABLED: 'false', ...env });
}
