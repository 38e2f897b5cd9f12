import { it } from 'vitest';
import { startApp } from './support/app-server';
it('start timing', async () => {
  for (let i = 0; i < 2; i++) {
    const t0 = Date.now();
    const app = await startApp({ simulator: false, env: { RUN_WORKER: 'false' } });
    console.log(`MEASURE start ${process.env.NO_TEMPLATE ? 'fresh' : 'template'} ${Date.now() - t0} ms`);
    await app.stop();
  }
}, 600_000);
