// The import rules of the repository, checked by `npm run check:deps` (dependency-cruiser) in `.ci/run`.
// docs/architecture.md ("Layers") explains them; decision 0080 says why they are these.
//
// Every rule reads "a file matching `from` must not import a file matching `to`". Tests (`*.test.ts(x)`)
// and test folders may import anything; production sources may not import them.

const SERVER = '^apps/server/src/';
const WEB = '^apps/web/src/';
/** A production source file: under some src/ folder and not a test. */
const PRODUCTION = '^(apps|packages)/[^/]+/src/';
const TEST_FILE = '\\.test\\.tsx?$';

/** Server files at the top of src/: the composition root (app.ts, create-context.ts, main.ts, worker.ts, index.ts). */
const SERVER_ROOT = `${SERVER}[^/]+$`;

module.exports = {
  forbidden: [
    {
      name: 'no-cycles',
      comment: 'Modules that import each other cannot be understood, tested or moved one at a time.',
      severity: 'error',
      from: {},
      to: { circular: true },
    },
    {
      name: 'no-test-code-in-production',
      comment: 'Production sources never import a test, a test folder or a test-only package.',
      severity: 'error',
      from: { path: PRODUCTION, pathNot: TEST_FILE },
      to: {
        path: [
          '(^|/)(test|__tests__)/',
          TEST_FILE,
          'node_modules/(vitest|@vitest|@testing-library|smtp-server|fast-check|jsdom|msw)/',
        ],
      },
    },
    {
      name: 'no-test-folder-under-src',
      comment: "Test helpers live in the app's test/ folder, so a production build never contains them.",
      severity: 'error',
      from: { path: [`${PRODUCTION}(test|__tests__)/`, `${PRODUCTION}.*/(test|__tests__)/`] },
      to: {},
    },
    {
      name: 'shared-stands-alone',
      comment: 'packages/shared is the contract both apps build on; it imports neither.',
      severity: 'error',
      from: { path: '^packages/shared/' },
      to: { path: '^apps/' },
    },
    {
      name: 'apps-apart',
      comment: 'The server, the web app and the simulator meet only through packages/shared and HTTP.',
      severity: 'error',
      from: { path: '^apps/(server|web|simulator)/src/', pathNot: TEST_FILE },
      to: { path: '^apps/(server|web|simulator)/', pathNot: '^apps/$1/' },
    },
    {
      name: 'outside-through-the-public-face',
      comment:
        'bench/, e2e/ and scripts/ use what @teewatch/server exports on purpose (its package.json "exports"), never its files.',
      severity: 'error',
      from: { path: '^(bench|e2e|scripts)/' },
      to: { path: '^apps/server/', dependencyTypes: ['local'], dependencyTypesNot: ['aliased'] },
    },

    // ---- server layers, bottom up: config, db, lib, sources | email | http | delivery, features, jobs, root ----
    {
      name: 'server-config-is-the-ground',
      severity: 'error',
      from: { path: `${SERVER}config/` },
      to: { path: SERVER, pathNot: `${SERVER}config/` },
    },
    {
      name: 'server-db-on-config',
      severity: 'error',
      from: { path: `${SERVER}db/` },
      to: { path: SERVER, pathNot: `${SERVER}(config|db)/` },
    },
    {
      name: 'server-lib-on-db',
      severity: 'error',
      from: { path: `${SERVER}lib/` },
      to: { path: SERVER, pathNot: `${SERVER}(config|db|lib)/` },
    },
    {
      name: 'server-infrastructure-below-features',
      comment:
        'sources/, email/, http/ and delivery/ (the engine every channel runs on) serve the features and so import none.',
      severity: 'error',
      from: { path: `${SERVER}(sources|email|http|delivery)/`, pathNot: TEST_FILE },
      to: { path: [`${SERVER}(features|jobs)/`, SERVER_ROOT] },
    },
    {
      name: 'server-features-below-jobs',
      severity: 'error',
      from: { path: `${SERVER}features/`, pathNot: TEST_FILE },
      to: { path: [`${SERVER}jobs/`, SERVER_ROOT] },
    },
    {
      name: 'server-feature-through-its-index',
      comment: "A feature uses another only through what that feature's index.ts exports on purpose.",
      severity: 'error',
      from: { path: `${SERVER}features/([^/]+)/`, pathNot: TEST_FILE },
      to: {
        path: `${SERVER}features/`,
        pathNot: [`${SERVER}features/$1/`, `${SERVER}features/[^/]+/index\\.ts$`],
      },
    },
    {
      name: 'server-delivery-through-its-index',
      comment:
        'Channels (features) and jobs use the delivery engine only through what delivery/index.ts exports (decision 0191).',
      severity: 'error',
      from: { path: `${SERVER}(features|jobs)/`, pathNot: TEST_FILE },
      to: { path: `${SERVER}delivery/`, pathNot: `${SERVER}delivery/index\\.ts$` },
    },
    {
      name: 'server-jobs-use-feature-faces',
      severity: 'error',
      from: { path: `${SERVER}jobs/`, pathNot: TEST_FILE },
      to: { path: `${SERVER}features/`, pathNot: `${SERVER}features/[^/]+/index\\.ts$` },
    },
    {
      name: 'server-jobs-below-the-root',
      severity: 'error',
      from: { path: `${SERVER}jobs/`, pathNot: TEST_FILE },
      to: { path: SERVER_ROOT },
    },

    // ---- web layers: lib, components, features, app ----
    {
      name: 'web-lib-is-the-ground',
      severity: 'error',
      from: { path: `${WEB}lib/` },
      to: { path: `${WEB}(components|features|app)/` },
    },
    {
      name: 'web-components-below-features',
      severity: 'error',
      from: { path: `${WEB}components/` },
      to: { path: `${WEB}(features|app)/` },
    },
    {
      name: 'web-features-side-by-side',
      comment:
        'A web feature never imports another: pages in app/routes/ compose features, and what several features use lives in lib/ or components/ (decision 0180).',
      severity: 'error',
      from: { path: `${WEB}features/([^/]+)/` },
      to: { path: `${WEB}features/`, pathNot: `${WEB}features/$1/` },
    },
    {
      name: 'web-features-below-app',
      severity: 'error',
      from: { path: `${WEB}features/`, pathNot: TEST_FILE },
      to: { path: `${WEB}app/` },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    // The web build and tsc's declaration output; not node_modules, whose test-only packages the rules name.
    exclude: { path: ['^apps/web/dist/', 'node_modules/\\.cache/'] },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.base.json' },
    enhancedResolveOptions: {
      exportsFields: ['exports'],
      conditionNames: ['import', 'types', 'node', 'default'],
      extensions: ['.ts', '.tsx', '.js', '.mjs', '.cjs', '.json'],
    },
  },
};
