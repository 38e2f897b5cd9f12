import { cruise } from 'dependency-cruiser';

// The features of an app as a graph of folders: which feature imports which (tests aside). dependency-
// cruiser's no-cycles rule sees modules only, so two features that import each other through their
// index.ts files (a folder-level cycle) pass it; this graph sees them. `npx tsx scripts/feature-graph.ts`
// prints both apps' graphs and their levels.

export type FeatureGraph = Map<string, Set<string>>;

/** Every feature folder under `featuresDir` (e.g. apps/server/src/features) and the features it imports. */
export async function featureGraph(featuresDir: string, baseDir = process.cwd()): Promise<FeatureGraph> {
  const result = await cruise(
    [featuresDir],
    {
      baseDir,
      tsPreCompilationDeps: true,
      doNotFollow: { path: 'node_modules' },
      exclude: { path: '\\.test\\.tsx?$' },
    },
    { extensions: ['.ts', '.tsx'] },
  );
  if (typeof result.output === 'string') throw new Error('dependency-cruiser answered text, not modules');
  const feature = new RegExp(`^${featuresDir.replace(/\/$/, '')}/([^/]+)/`);
  const graph: FeatureGraph = new Map();
  for (const module of result.output.modules) {
    const from = feature.exec(module.source)?.[1];
    if (!from) continue;
    if (!graph.has(from)) graph.set(from, new Set());
    for (const dependency of module.dependencies) {
      const to = feature.exec(dependency.resolved)?.[1];
      if (to && to !== from) graph.get(from)!.add(to);
    }
  }
  return graph;
}

/** Each cycle among features, as the features on it ("a → b → a"). */
export function featureCycles(graph: FeatureGraph): string[] {
  const cycles = new Set<string>();
  const visit = (node: string, path: string[]) => {
    for (const next of graph.get(node) ?? []) {
      const at = path.indexOf(next);
      if (at >= 0) {
        const cycle = path.slice(at);
        const start = cycle.indexOf([...cycle].sort()[0]!);
        const rotated = [...cycle.slice(start), ...cycle.slice(0, start)];
        cycles.add([...rotated, rotated[0]].join(' → '));
      } else visit(next, [...path, next]);
    }
  };
  for (const node of graph.keys()) visit(node, [node]);
  return [...cycles].sort();
}

/** A feature's level: 1 when it imports no feature, else one more than the highest it imports. */
export function featureLevels(graph: FeatureGraph): Map<string, number> {
  const levels = new Map<string, number>();
  const levelOf = (node: string, seen: Set<string>): number => {
    const known = levels.get(node);
    if (known) return known;
    if (seen.has(node)) return 1; // a cycle: reported by featureCycles, not measured here
    const below = [...(graph.get(node) ?? [])].map((next) => levelOf(next, new Set([...seen, node])));
    const level = 1 + Math.max(0, ...below);
    levels.set(node, level);
    return level;
  };
  for (const node of graph.keys()) levelOf(node, new Set());
  return levels;
}

const isMain = process.argv[1] && import.meta.filename.endsWith(process.argv[1].replace(/^.*\//, ''));
if (isMain) {
  for (const dir of ['apps/server/src/features', 'apps/web/src/features']) {
    const graph = await featureGraph(dir);
    const levels = featureLevels(graph);
    console.log(
      `${dir}: ${Math.max(0, ...levels.values())} level(s); cycles: ${featureCycles(graph).join('; ') || 'none'}`,
    );
    for (const [name, imports] of [...graph].sort(
      ([a], [b]) => levels.get(a)! - levels.get(b)! || a.localeCompare(b),
    ))
      console.log(
        `  ${levels.get(name)} ${name}${imports.size ? ` → ${[...imports].sort().join(', ')}` : ''}`,
      );
  }
}
