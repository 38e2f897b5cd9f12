import { loadConfigOrExit } from './config';
import { openDatabase } from './db/client';

// `npm run migrate`: apply the pending migrations (openDatabase does, before it returns), then exit; run
// once per release before the new web and worker processes start (docs/deploy.md).

async function migrate(): Promise<void> {
  const config = loadConfigOrExit();
  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.close();
  console.log(`Migrations applied (database: ${database.kind})`);
}

await migrate();
