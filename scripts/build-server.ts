import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build, type Metafile, type Plugin } from 'esbuild';

// `npm run build` (after the web app): the server's production artefact (decision 0225). Our own code, the
// workspace packages included (they export TypeScript sources), is bundled into ES modules with source maps;
// every third-party package stays an import, resolved at run time from node_modules, so production runs plain
// `node` on these files with `npm ci --omit=dev`.
//
// The bundles sit in apps/server/dist/bin/, two folders below apps/server like every source module that finds
// a file from its own import.meta.url (src/db/client.ts: ../../drizzle; src/http/web-app.routes.ts:
// ../../../web/dist), so those paths hold unchanged in the bundle.

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const SERVER_DIR = path.join(ROOT, 'apps/server');
export const SERVER_BUNDLE_DIR = path.join(SERVER_DIR, 'dist/bin');

/** The processes a deployment runs: `npm run serve`, `npm run serve:worker`, `npm run migrate`. */
export const SERVER_ENTRY_POINTS = ['serve', 'worker', 'migrate'] as const;

/** Our packages are bundled; any other bare import stays external. */
const WORKSPACE_SCOPE = '@teewatch/';

const keepThirdPartyExternal: Plugin = {
  name: 'keep-third-party-external',
  setup(builder) {
    builder.onResolve({ filter: /^[^./]/ }, (args) =>
      args.path.startsWith(WORKSPACE_SCOPE) ? undefined : { path: args.path, external: true },
    );
  },
};

/** The package an import names: `pg`, `@react-email/render`, `drizzle-orm` for `drizzle-orm/pg-core`. */
export function packageNameOf(specifier: string): string {
  const parts = specifier.split('/');
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : (parts[0] ?? specifier);
}

function isBuiltin(specifier: string): boolean {
  return specifier.startsWith('node:') || builtinModules.includes(specifier);
}

/** Every third-party package the bundles import at run time, sorted. */
export function externalPackagesOf(metafile: Metafile): string[] {
  const names = Object.values(metafile.outputs).flatMap((output) =>
    output.imports
      .filter((entry) => entry.external && !isBuiltin(entry.path))
      .map((entry) => packageNameOf(entry.path)),
  );
  return [...new Set(names)].sort();
}

/** What `npm ci --omit=dev` installs for the code bundled into the server: its and the shared package's dependencies. */
export function productionDependencies(): Set<string> {
  const read = (file: string) =>
    Object.keys(JSON.parse(readFileSync(path.join(ROOT, file), 'utf8')).dependencies ?? {});
  return new Set([...read('apps/server/package.json'), ...read('packages/shared/package.json')]);
}

/** The packages the bundles import that `npm ci --omit=dev` would not install (devDependencies, undeclared ones). */
export function missingInProduction(metafile: Metafile): string[] {
  const installed = productionDependencies();
  return externalPackagesOf(metafile).filter((name) => !installed.has(name));
}

/**
 * Bundles the server's entry points (or `entryPoints`) into `outdir` (written unless `write` is false) and
 * returns esbuild's metafile.
 */
export async function buildServer(
  options: { outdir?: string; write?: boolean; entryPoints?: string[] } = {},
): Promise<Metafile> {
  const result = await build({
    entryPoints:
      options.entryPoints ?? SERVER_ENTRY_POINTS.map((name) => path.join(SERVER_DIR, 'src', `${name}.ts`)),
    outdir: options.outdir ?? SERVER_BUNDLE_DIR,
    write: options.write ?? true,
    bundle: true,
    splitting: true,
    format: 'esm',
    platform: 'node',
    target: 'node24',
    sourcemap: true,
    // Readable stack traces and the class and function names logs and Fastify's plugin names show.
    keepNames: true,
    minify: false,
    metafile: true,
    logLevel: 'warning',
    plugins: [keepThirdPartyExternal],
  });
  return result.metafile;
}

async function main(): Promise<void> {
  const metafile = await buildServer();
  const missing = missingInProduction(metafile);
  if (missing.length > 0) {
    console.error(`The server imports packages production does not install: ${missing.join(', ')}`);
    process.exit(1);
  }
  console.log(
    `Server built into ${path.relative(ROOT, SERVER_BUNDLE_DIR)}/ (${SERVER_ENTRY_POINTS.join(', ')})`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) await main();
