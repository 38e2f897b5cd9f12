import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { closedListFindings, findingsIn, pageOfPath } from './closed-lists';

const messages = (file: string, text: string) => findingsIn(file, text).map((finding) => finding.message);

describe('the closed-lists check: booking systems', () => {
  it('flags a union of system names anywhere, tests included, and says how to derive it', () => {
    const text = "export type T = { apiType: 'cps' | 'chronogolf' };\n";
    for (const file of [
      'apps/server/src/features/x.ts',
      'apps/server/src/features/x.test.ts',
      'bench/b.ts',
    ]) {
      const found = findingsIn(file, text);
      expect(found).toHaveLength(1);
      expect(found[0]).toMatchObject({ file, line: 1 });
      expect(found[0]!.message).toMatch(/union of booking-system names .*BookingSystemType/);
    }
  });

  it('flags a system name or list in production code outside the registry and its adapter', () => {
    const text =
      "export const types = ['cps', 'cps-v3'];\nexport const isV3 = (t: string) => t === 'cps-v3';\n";
    expect(messages('apps/web/src/features/admin/x.tsx', text)).toHaveLength(3);
    expect(messages('apps/server/src/sources/cps-v3/x.ts', text)).toEqual([]);
    expect(messages('packages/shared/src/booking-systems/cps-v3.ts', text)).toEqual([]);
    // A test names a system as data.
    expect(messages('apps/server/src/features/x.test.ts', text)).toEqual([]);
  });

  it('flags a record keyed by system names in production code', () => {
    const text = "export const labels = { cps: 'CPS', chronogolf: 'ChronoGolf' };\n";
    expect(messages('apps/web/src/features/admin/x.tsx', text)).toEqual([
      expect.stringMatching(/a record keyed by booking-system names.*perBookingSystem/),
    ]);
  });

  it('passes a union of other names and a derived type', () => {
    expect(
      messages('apps/server/src/a.ts', "type A = 'email' | 'sms';\ntype B = BookingSystemType;\n"),
    ).toEqual([]);
  });
});

describe('the closed-lists check: pages', () => {
  it('knows the table’s pages by their paths, parameters and sub-paths', () => {
    expect(pageOfPath('/dashboard')).toBe('dashboard');
    expect(pageOfPath('/courses/:x')).toBe('course');
    expect(pageOfPath('/tee-times?date=2026-06-11')).toBe('teeTimes');
    expect(pageOfPath('/admin/outbox/:x')).toBe('admin');
    expect(pageOfPath('/api/golf-courses')).toBeUndefined();
    expect(pageOfPath('/sign-in/email')).toBeUndefined();
  });

  it('flags a page path in a string, a template, a JSX link and an HTML href, naming the helper to use', () => {
    const text = [
      "const a = '/waitlist';",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      'const b = `/courses/${id}`;',
      'const c = <Link to="/">Home</Link>;',
      'const d = `<a href="/dashboard">Manage</a>`;',
    ].join('\n');
    const found = findingsIn('apps/web/src/features/x.tsx', text);
    expect(found.map((finding) => finding.line)).toEqual([1, 2, 3, 4]);
    expect(found[0]!.message).toContain("pathTo('waitlist')");
    expect(found[1]!.message).toContain("pathTo('course', { id: … })");
    expect(found[2]!.message).toContain("pathTo('home')");
    expect(found[3]!.message).toContain('packages/shared/src/pages.ts');
  });

  it('passes the table itself, tests, object keys, a marked line and a bare "/" that is no link', () => {
    const text = "export const p = '/dashboard';\n";
    expect(messages('packages/shared/src/pages.ts', text)).toEqual([]);
    expect(messages('apps/web/src/x.test.tsx', text)).toEqual([]);
    expect(
      messages('apps/server/src/a.ts', "const m = { '/reset-password': 1 };\nconst s = x.split('/');\n"),
    ).toEqual([]);
    expect(
      messages('apps/server/src/a.ts', "// closed-lists: not a page\nif (p === '/reset-password') {}\n"),
    ).toEqual([]);
  });
});

describe('the closed-lists check over a tree', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'closed-lists-'));
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('reads apps, packages, e2e, bench and scripts, and nothing under node_modules', () => {
    const write = (file: string, text: string) => {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      writeFileSync(path.join(root, file), text);
    };
    const union = "type T = 'cps' | 'cps-v3';\n";
    write('apps/web/src/a.ts', "export const p = '/terms';\n");
    write('e2e/b.e2e.ts', union);
    write('apps/web/node_modules/c/index.ts', union);
    expect(closedListFindings(root).map((finding) => `${finding.file}:${finding.line}`)).toEqual([
      'apps/web/src/a.ts:1',
      'e2e/b.e2e.ts:1',
    ]);
  });
});
