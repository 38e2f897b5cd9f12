import { describe, expect, it } from 'vitest';
import { budgetKbFrom, HOME_JS_BUDGET_KB, judgeHomeScripts, type ScriptSize } from './home-budget';

const KB = 1024;
const script = (name: string, transferredKb: number, encoding = 'br'): ScriptSize => ({
  url: `http://127.0.0.1:3000/assets/${name}`,
  rawBytes: transferredKb * KB * 3,
  transferredBytes: transferredKb * KB,
  encoding,
});

describe('the home page JavaScript budget', () => {
  it('passes within the budget and prints the figure, then each script, largest first', () => {
    const verdict = judgeHomeScripts([script('home-page.js', 4, 'gzip'), script('index.js', 80)], 100);
    expect(verdict.passed).toBe(true);
    expect(verdict.failure).toBeUndefined();
    expect(verdict.lines).toEqual([
      'home page JavaScript: 84.0 KB transferred (budget 100 KB)',
      '    80.0 KB br       (240.0 KB raw)  /assets/index.js',
      '     4.0 KB gzip     (12.0 KB raw)  /assets/home-page.js',
      '    84.0 KB          (252.0 KB raw)  2 scripts in all',
    ]);
  });

  it('passes at exactly the budget', () => {
    expect(judgeHomeScripts([script('index.js', 100)], 100).passed).toBe(true);
  });

  it('fails one byte over the budget, naming by how much', () => {
    const verdict = judgeHomeScripts([{ ...script('index.js', 100), transferredBytes: 100 * KB + 1 }], 100);
    expect(verdict.passed).toBe(false);
    expect(verdict.failure).toBe(
      'Over budget by 0.0 KB (1 byte): the home page must download at most 100 KB of JavaScript as transferred.',
    );
  });

  it('fails a deliberate violation: the same page against a budget of 50 KB', () => {
    const scripts = [script('index.js', 80), script('home-page.js', 4)];
    const verdict = judgeHomeScripts(scripts, budgetKbFrom('50'));
    expect(verdict.passed).toBe(false);
    expect(verdict.lines[0]).toBe(
      'home page JavaScript: 84.0 KB transferred (budget 50 KB from HOME_JS_BUDGET_KB)',
    );
    expect(verdict.failure).toMatch(/^Over budget by 34\.0 KB/);
  });

  it('counts a script sent uncompressed at its full size', () => {
    const verdict = judgeHomeScripts([script('index.js', 90), script('big.js', 30, 'identity')], 100);
    expect(verdict.passed).toBe(false);
    expect(verdict.lines[1]).toBe('    90.0 KB br       (270.0 KB raw)  /assets/index.js');
    expect(verdict.lines[2]).toBe('    30.0 KB identity (90.0 KB raw)  /assets/big.js');
  });

  it('fails when no script was counted: nothing was measured', () => {
    const verdict = judgeHomeScripts([], 100);
    expect(verdict.passed).toBe(false);
    expect(verdict.failure).toMatch(/No script was counted/);
  });

  it('reads the budget override, and refuses one that is not a positive number', () => {
    expect(budgetKbFrom(undefined)).toBe(HOME_JS_BUDGET_KB);
    expect(budgetKbFrom(' ')).toBe(HOME_JS_BUDGET_KB);
    expect(budgetKbFrom('85.5')).toBe(85.5);
    expect(() => budgetKbFrom('0')).toThrow('HOME_JS_BUDGET_KB must be a positive number of KB, not "0"');
    expect(() => budgetKbFrom('100KB')).toThrow(/positive number/);
  });
});
