// The home page's JavaScript budget (issue 14), checked by `npm run budget` and in CI (issue 25): every
// script a first visit to `/` downloads until the network is idle, counted as transferred (the body's
// bytes on the wire, compressed as the server sent it: issue 29), summed.
// Measured in Chromium by check-home-budget.ts; judged here, without a browser, so the rule has tests.

/** The budget: KB (1024 bytes) of JavaScript as transferred (compressed). */
export const HOME_JS_BUDGET_KB = 100;

/** The variable that overrides the budget for one run (to see the check fail, or try a tighter one). */
export const BUDGET_OVERRIDE_VARIABLE = 'HOME_JS_BUDGET_KB';

/**
 * One script the page downloaded: its address, its size decoded, its body's size on the wire and the
 * Content-Encoding it came in ('identity' when none).
 */
export type ScriptSize = { url: string; rawBytes: number; transferredBytes: number; encoding: string };

export type BudgetVerdict = {
  passed: boolean;
  totalTransferredBytes: number;
  /** The report: the figure first, then one row per script, largest first. */
  lines: string[];
  /** Why the check fails, when it does. */
  failure?: string;
};

/** The budget in KB: HOME_JS_BUDGET_KB, or the override's value when it is set. */
export function budgetKbFrom(override: string | undefined): number {
  if (override === undefined || override.trim() === '') return HOME_JS_BUDGET_KB;
  const kb = Number(override);
  if (!Number.isFinite(kb) || kb <= 0) {
    throw new Error(`${BUDGET_OVERRIDE_VARIABLE} must be a positive number of KB, not "${override}"`);
  }
  return kb;
}

const kb = (bytes: number): string => (bytes / 1024).toFixed(1);
const bytes = (count: number): string => `${Math.ceil(count)} ${Math.ceil(count) === 1 ? 'byte' : 'bytes'}`;

/** The path of a script's address (every script comes from the app's own origin). */
function shortName(url: string): string {
  try {
    return new URL(url).pathname;
  } catch {
    return url;
  }
}

/**
 * Judges the scripts a first visit downloaded against `budgetKb`: over it fails, and so does a visit that
 * counted no script at all (the page did not load, so nothing was measured).
 */
export function judgeHomeScripts(scripts: readonly ScriptSize[], budgetKb: number): BudgetVerdict {
  const totalTransferredBytes = scripts.reduce((sum, script) => sum + script.transferredBytes, 0);
  const totalRawBytes = scripts.reduce((sum, script) => sum + script.rawBytes, 0);
  const budgetNote = budgetKb === HOME_JS_BUDGET_KB ? '' : ` from ${BUDGET_OVERRIDE_VARIABLE}`;
  const lines = [
    `home page JavaScript: ${kb(totalTransferredBytes)} KB transferred (budget ${budgetKb} KB${budgetNote})`,
    ...[...scripts]
      .sort((a, b) => b.transferredBytes - a.transferredBytes)
      .map(
        (script) =>
          `  ${kb(script.transferredBytes).padStart(6)} KB ${script.encoding.padEnd(8)} (${kb(script.rawBytes)} KB raw)  ${shortName(script.url)}`,
      ),
    `  ${kb(totalTransferredBytes).padStart(6)} KB          (${kb(totalRawBytes)} KB raw)  ${scripts.length} scripts in all`,
  ];
  const overBytes = totalTransferredBytes - budgetKb * 1024;
  const failure =
    scripts.length === 0
      ? 'No script was counted: the home page did not load its JavaScript, so nothing was measured.'
      : overBytes > 0
        ? `Over budget by ${kb(overBytes)} KB (${bytes(overBytes)}): the home page must download at most ${budgetKb} KB of JavaScript as transferred.`
        : undefined;
  return { passed: failure === undefined, totalTransferredBytes, lines, ...(failure ? { failure } : {}) };
}
