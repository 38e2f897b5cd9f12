import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { addDaysToIsoDate, adminPath, vancouverToday } from '@teewatch/shared';
import { DEMO_BUDGETS, startTwilioStandIn } from '@teewatch/simulator';
import { bindablePort, freePort } from './free-port';

// `npm run demo`: the upstream simulator (CPS + ChronoGolf, churn on) and the app wired to it, so the
// whole product runs offline against real HTTP. One Ctrl-C or SIGTERM stops every process it started and
// the Twilio stand-in it runs itself, then exits (what is still up after STOP_GRACE_MS is killed); if either
// child exits, the rest stops too. Once the app answers, the demo prints where everything is.
// The simulator takes 4010, or any free port when that one is in use (another demo), and the demo says
// where. The app's port is not moved: a second app would share the first one's data folder (decision 0090).

const PREFERRED_SIMULATOR_PORT = 4010;

/**
 * Without SMTP_URL the app writes every email to DATA_DIR/outbox, which the admin console's Outbox shows
 * (issue 26): the demo makes sure an admin exists to read it, unless ADMIN_EMAIL/ADMIN_PASSWORD say who.
 * Its password is made once per data folder and kept there (mode 0600), because the account keeps the
 * password it was created with (ensure-admin.ts) and a password known to everyone would be one too many.
 */
function demoAdmin(): { email: string; password: string } {
  const dataDir = process.env.DATA_DIR?.trim() || './data';
  const file = path.join(dataDir, 'demo-admin-password');
  if (!existsSync(file)) {
    mkdirSync(dataDir, { recursive: true });
    writeFileSync(file, randomBytes(12).toString('base64url'), { mode: 0o600 });
  }
  return { email: 'admin@teewatch.demo', password: readFileSync(file, 'utf8').trim() };
}
const SIMULATOR_HOST = '127.0.0.1';

const children: ChildProcess[] = [];
/** What runs in this process and must close for it to exit (the Twilio stand-in's server). */
const closables: { close(): Promise<void> }[] = [];
let isStopping = false;
/** Where the texts can be read and answered; set when the demo runs the Twilio stand-in. */
let textsNotice: string[] = ['Texts:     sent through the Twilio account in TWILIO_ACCOUNT_SID'];

/** After SIGTERM, a child's process group gets this long before SIGKILL: the demo is gone within 5 s. */
const STOP_GRACE_MS = 3_500;

/** Whether any process of the child's group (it is started detached: npm, its script, what that runs) lives. */
function groupIsAlive(child: ChildProcess): boolean {
  if (child.pid === undefined) return false;
  try {
    process.kill(-child.pid, 0);
    return true;
  } catch {
    return false;
  }
}

/** Signals each child's whole process group (npm does not reliably pass signals on to its script). */
function signalChildren(signal: NodeJS.Signals): void {
  for (const child of children.filter(groupIsAlive)) {
    try {
      process.kill(-(child.pid as number), signal);
    } catch {
      // Gone since.
    }
  }
}

/**
 * Stops every child's process group and the stand-in, then exits: once no process of the demo's is left
 * (checked every 100 ms), or after SIGKILL when one has not stopped within STOP_GRACE_MS.
 */
function stop(code: number): void {
  if (isStopping) return;
  isStopping = true;
  process.exitCode = code;
  signalChildren('SIGTERM');
  const kill = setTimeout(() => signalChildren('SIGKILL'), STOP_GRACE_MS);
  const closed = Promise.allSettled(closables.map((closable) => closable.close()));
  const check = setInterval(() => {
    if (children.some(groupIsAlive)) return;
    clearInterval(check);
    clearTimeout(kill);
    void closed.then(() => process.exit());
  }, 100);
}

function run(command: string, args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  const child = spawn(command, args, { stdio: 'inherit', detached: true, env: { ...process.env, ...env } });
  children.push(child);
  child.once('exit', (code, signal) => stop(code ?? (signal ? 1 : 0)));
  return child;
}

async function waitForSimulator(simulatorUrl: string): Promise<void> {
  const deadline = Date.now() + 30_000;
  while (Date.now() < deadline && !isStopping) {
    try {
      const response = await fetch(`${simulatorUrl}/__control/health`, {
        signal: AbortSignal.timeout(1_000),
      });
      if (response.ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`The simulator did not answer on ${simulatorUrl}`);
}

/**
 * The app's address as the server's config reads it, with its defaults (PORT 3000, HOST 0.0.0.0, PUBLIC_URL on
 * localhost); read here because loading that config module loads the whole server (decision 0090).
 */
function appAddress(): { port: number; host: string; url: string } {
  const port = Number(process.env.PORT || 3000);
  const host = process.env.HOST || '0.0.0.0';
  return { port, host, url: (process.env.PUBLIC_URL || `http://localhost:${port}`).replace(/\/$/, '') };
}

const app = appAddress();
if ((await bindablePort(app.port, app.host)) === undefined) {
  console.error(
    `Port ${app.port} is in use (another demo or Teewatch?), so the demo's app cannot start there.\n` +
      'Stop that one, or run this demo on another port with its own data folder, e.g.\n' +
      `  PORT=${app.port + 1} DATA_DIR=./data-${app.port + 1} npm run demo`,
  );
  process.exit(1);
}

const simulatorPort = await freePort(PREFERRED_SIMULATOR_PORT, SIMULATOR_HOST);
const simulatorUrl = `http://${SIMULATOR_HOST}:${simulatorPort}`;

process.once('SIGINT', () => stop(0));
process.once('SIGTERM', () => stop(0));

run('npm', ['run', 'start', '-w', '@teewatch/simulator'], { SIMULATOR_PORT: String(simulatorPort) });
try {
  await waitForSimulator(simulatorUrl);
} catch (error) {
  console.error((error as Error).message);
  stop(1);
}
if (!isStopping) {
  const moved = simulatorPort === PREFERRED_SIMULATOR_PORT ? '' : ` (${PREFERRED_SIMULATOR_PORT} is in use)`;
  console.log(`Demo: upstream simulator at ${simulatorUrl}${moved}; Teewatch starting at ${app.url}`);
  const admin = process.env.ADMIN_EMAIL && process.env.ADMIN_PASSWORD ? undefined : demoAdmin();
  const texts = await demoTexts();
  run('npx', ['tsx', 'scripts/start.ts'], {
    UPSTREAM_MODE: 'simulator',
    SIMULATOR_URL: simulatorUrl,
    ...DEMO_BUDGETS,
    ...texts,
    ...(admin ? { ADMIN_EMAIL: admin.email, ADMIN_PASSWORD: admin.password } : {}),
    // The demo is one machine's offline run: its admin reads the Outbox without enrolling an
    // authenticator app, unless the caller asks for the production rule (decision 0246).
    ADMIN_REQUIRE_SECOND_FACTOR: process.env.ADMIN_REQUIRE_SECOND_FACTOR ?? 'false',
  });
  // After the build's output and the app's first lines: what to open, said where it is not buried.
  if (await appAnswers()) console.log(whereEverythingIs(admin));
}

/** Waits for the app's /health (the build comes first, so a generous bound); false when the demo stops. */
async function appAnswers(): Promise<boolean> {
  const deadline = Date.now() + 600_000;
  while (Date.now() < deadline && !isStopping) {
    try {
      if ((await fetch(`${app.url}/health`, { signal: AbortSignal.timeout(1_000) })).ok) return true;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return false;
}

/** The demo's summary: the app, the Outbox, the texts and the command that opens a tee time upstream. */
function whereEverythingIs(admin: { email: string; password: string } | undefined): string {
  const tomorrow = addDaysToIsoDate(vancouverToday(new Date()), 1);
  const opening = JSON.stringify({
    system: 'cps',
    site: 'golfvancouver',
    courseId: 1,
    date: tomorrow,
    time: '08:00',
    spots: 4,
  });
  return [
    '',
    '=== Teewatch demo is running ===',
    `App:       ${app.url}`,
    `Outbox:    ${outboxNotice(admin)}`,
    ...textsNotice,
    `Opening:   make a tee time open upstream (Langara, tomorrow 8:00 AM, 4 spots) with`,
    `           curl -X POST ${simulatorUrl}/__control/slot -H 'content-type: application/json' -d '${opening}'`,
    'Stop:      Ctrl-C (stops the app, the simulator and the stand-ins)',
    '',
  ].join('\n');
}

/**
 * Texts go to the local Twilio stand-in (apps/simulator/src/twilio.ts, issue 36), running in this process,
 * unless TWILIO_ACCOUNT_SID says to use a real account: confirmation codes and alerts can be read at its
 * /__control/messages, replies (STOP, BOOKED...) sent through its /__control/reply, and delivery statuses
 * come back to the app as Twilio's would.
 */
async function demoTexts(): Promise<Record<string, string>> {
  if (process.env.TWILIO_ACCOUNT_SID) return {};
  const standIn = await startTwilioStandIn({ autoStatus: true, inboundUrl: `${app.url}/api/sms/inbound` });
  closables.push(standIn);
  textsNotice = [
    `Texts:     ${standIn.url}/__control/messages (a local Twilio stand-in); reply with`,
    `           curl -X POST ${standIn.url}/__control/reply -d '{"from":"+16045550100","body":"STOP"}'`,
  ];
  return {
    TWILIO_ACCOUNT_SID: standIn.accountSid,
    TWILIO_AUTH_TOKEN: standIn.authToken,
    TWILIO_FROM: standIn.from,
    TWILIO_API_URL: standIn.url,
  };
}

/** Where the demo's emails can be read (sign-up confirmations, alerts), and as whom. */
function outboxNotice(admin: { email: string; password: string } | undefined): string {
  if (process.env.SMTP_URL) return 'emails go to the SMTP server in SMTP_URL';
  const who = admin
    ? `sign in as ${admin.email} / ${admin.password}`
    : `sign in as ADMIN_EMAIL (${process.env.ADMIN_EMAIL})`;
  return `${app.url}${adminPath('outbox')} (emails are not sent; ${who})`;
}
