// The whole browser suite as one test file, its specs one after another (decision 0030, sixth pass).
// As one file the e2e project runs in one worker beside the other projects' files; as a project of
// several files with `fileParallelism: false` vitest ran it only after every other file had finished,
// and with several files in parallel two apps and two Chromiums made each page too slow for its test.
// Every `e2e/*.e2e.ts` is found by its name, so a new spec runs without being listed (decision 0175).
// Specs that start an app of their own run first, then those that share one app (support/shared-app.ts),
// stopped after them: two apps are up together only while a spec that needs its own runs.
// One spec: `npx vitest run --project e2e -t "admin console"` (its describe's name).
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll } from 'vitest';
import { stopSharedGolferApp } from './support/shared-app';

const here = path.dirname(fileURLToPath(import.meta.url));
const sharesApp = (file: string) =>
  readFileSync(path.join(here, file), 'utf8').includes('useSharedGolferApp(');
const specs = readdirSync(here)
  .filter((file) => file.endsWith('.e2e.ts'))
  .sort((a, b) => Number(sharesApp(a)) - Number(sharesApp(b)) || a.localeCompare(b));
if (specs.length === 0) throw new Error(`no browser spec (*.e2e.ts) in ${here}`);
// The extension in the import's static part: Vite turns it into a glob of `./*.e2e.ts`.
for (const spec of specs) await import(`./${spec.slice(0, -'.e2e.ts'.length)}.e2e.ts`);

afterAll(stopSharedGolferApp);
