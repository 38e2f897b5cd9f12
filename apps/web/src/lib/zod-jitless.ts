// The server's Content-Security-Policy forbids eval; zod's optional JIT probes for it with `new Function`,
// which the browser reports as a CSP violation. Parsing without the JIT is fast enough here.
//
// zod keeps its settings on `globalThis.__zod_globalConfig`, shared by every copy of zod (what `z.config`
// writes). Setting it here, before any schema is parsed, keeps zod itself out of the entry chunk: schemas
// arrive with the pages that use them (decision 0030). zod-jitless.test.ts checks zod still reads it.
const holder = globalThis as { __zod_globalConfig?: Record<string, unknown> };
holder.__zod_globalConfig = Object.assign(holder.__zod_globalConfig ?? {}, { jitless: true });
