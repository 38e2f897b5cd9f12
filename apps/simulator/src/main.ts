import { parseSheetDensity } from './sheet-density';
import { startSimulator } from './simulator';

// `npm run start -w @teewatch/simulator`: the upstream booking systems on one local port, with churn on.

const port = Number(process.env.SIMULATOR_PORT ?? 4010);
const seed = Number(process.env.SIMULATOR_SEED ?? 1);
const sheetDensity = parseSheetDensity(process.env.SIMULATOR_SHEET_DENSITY);
const simulator = await startSimulator({
  port,
  host: '127.0.0.1',
  seed,
  sheetDensity,
  churnIntervalMs: 15_000,
});
console.log(
  `Upstream simulator (CPS + ChronoGolf) listening on ${simulator.url} (seed ${seed}, ${sheetDensity} sheets)`,
);

const stop = () => {
  simulator.close().then(() => process.exit(0));
};
process.once('SIGINT', stop);
process.once('SIGTERM', stop);
