import { spawn } from 'node:child_process';

// `npm run dev`: the API (restarting on change) and Vite's dev server with hot reload, together.
const children = [
  spawn('npm', ['run', 'dev', '-w', '@teewatch/server'], { stdio: 'inherit' }),
  spawn('npm', ['run', 'dev', '-w', '@teewatch/web'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
for (const child of children) child.once('exit', stop);
