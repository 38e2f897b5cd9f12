import { cruise } from 'dependency-cruiser';

// Who uses each of an app's `lib/` modules (issue 49 item 4): `lib/` holds what several features or layers use,
// and a domain rule that one feature alone uses lives in that feature. A lib module is a top-level file of
// `lib/` or one of its folders; its users are the areas outside `lib/` that import it (tests aside): each
// feature folder (`features/<name>`), each other top-level folder (`delivery`, `http`, `sources`, `jobs`, …),
// and the composition root (the files at the top of `src/`). `lib/` modules importing each other don't count.

export type LibUsers = Map<string, Set<string>>;

const areaOf = (relative: string) => {
  const [first, second] = relative.split('/');
  if (relative.split('/').length === 1) return 'composition root';
  return first === 'features' ? `features/${second}` : first!;
};

/** Every lib module of `srcDir` (e.g. apps/server/src) and the areas that import it. */
export async function libUsers(srcDir: string, baseDir = process.cwd()): Promise<LibUsers> {
  const src = srcDir.replace(/\/$/, '');
  const result = await cruise(
    [src],
    {
      baseDir,
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      exclude: { path: '\\.test\\.tsx?$' },
    },
    { extensions: ['.ts', '.tsx'] },
  );
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not modules');
  const lib = new RegExp(`^${src}/lib/([^/]+?)(?:\\.tsx?$|/)`);
  const inSrc = new RegExp(`^${src}/(.+)$`);
  const users: LibUsers = new Map();
  for (const module of result.output.modules) {
    const own = lib.exec(module.source)?.[1];
    if (own && !users.has(own)) users.set(own, new Set());
    const relative = inSrc.exec(module.source)?.[1];
    if (!relative || own) continue;
    for (const dependency of module.dependencies) {
      const used = lib.exec(dependency.resolved)?.[1];
      if (!used) continue;
      if (!users.has(used)) users.set(used, new Set());
      users.get(used)!.add(areaOf(relative));
    }
  }
  return users;
}

/** The lib modules one feature alone uses: each belongs in that feature. */
export function singleFeatureModules(users: LibUsers): string[] {
  return [...users]
    .filter(([, areas]) => areas.size === 1 && [...areas][0]!.startsWith('features/'))
    .map(([name, areas]) => `${name} (${[...areas][0]})`)
    .sort();
}
