import { EnvSchema, pairProblems } from './env-schema';
import { productionProblems } from './production-profile';
import { withSecretFiles } from './secret-files';

// The environment's first step to a Config (index.ts): secret files read, the schema parsed, every problem named.

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
  }
}

/** The environment with secret files read, parsed; throws ConfigError naming every problem of either. */
export function parseEnvironment(rawEnv: NodeJS.ProcessEnv) {
  const files = withSecretFiles(rawEnv);
  const env = files.env;
  const parsed = EnvSchema.safeParse(env);
  const problems = [
    ...files.problems,
    ...(parsed.success
      ? []
      : parsed.error.issues.map((issue) => `${issue.path.join('.') || 'env'}: ${issue.message}`)),
    ...pairProblems(env),
    ...productionProblems(env),
  ];
  if (!parsed.success || problems.length > 0) throw new ConfigError(problems);
  return { env, e: parsed.data };
}
