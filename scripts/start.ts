import { ensureWebBuild } from './web-build';

// `npm start`: build the web app when its build is missing or older than its sources, then run the
// one-process server (API + web + worker). There is no dev server in this path.
ensureWebBuild();
await import('@teewatch/server/main');
