// @vitest-environment node
import path from 'node:path';
import { PAGES, type PageEntry } from '@teewatch/shared';
import { beforeAll, describe, expect, it } from 'vitest';
import { PAGE_PRELOADS } from './page-preloads';
import { type PageShells, renderPageShellsOf } from './page-shells';

// The shells the build writes for the server to send in each golfer page's #root (decision 0148), rendered
// from the app's own components as the build renders them.

const WEB_ROOT = path.join(import.meta.dirname, '..');
let shells: PageShells;
const shellOf = (pagePath: string) => shells.routes.find((route) => route.path === pagePath)?.html ?? '';

// A bound only a broken build reaches (decision 0175): the render took 69 s on a 2-core machine at load 33.
beforeAll(async () => {
  shells = await renderPageShellsOf(WEB_ROOT);
}, 240_000);

describe('page shells', () => {
  it("hold each golfer page's heading inside the layout, as static HTML", () => {
    expect(shells.routes.map((route) => route.path)).toEqual([
      '/',
      '/tee-times',
      '/waitlist',
      '/courses',
      '/courses/:id',
    ]);
    const headings: Record<string, string> = {
      '/': 'Find Golf Tee Times in Vancouver, BC',
      '/tee-times': 'Find and Book Golf Tee Times in Metro Vancouver',
      '/waitlist': 'Tee Time Waitlist in Metro Vancouver',
      '/courses': 'Greater Vancouver Golf Courses',
    };
    for (const [pagePath, heading] of Object.entries(headings)) {
      const html = shellOf(pagePath);
      expect(html, pagePath).toMatch(/^<div class="flex min-h-screen flex-col/);
      expect(html, pagePath).toContain('<header class="sticky top-0');
      expect(html, pagePath).toMatch(new RegExp(`<main id="main"[^>]*>.*<h1[^>]*>${heading}</h1>`));
      expect(html, pagePath).toContain('<footer');
    }
    expect(shellOf('/courses/:id')).toContain('Loading course details...');
    // Each carries the title and description its page sets, for the server to put in its <head>.
    for (const shell of shells.routes) {
      expect(shell.title, shell.path).toMatch(/ \| Teewatch$/);
      expect(shell.description.length, shell.path).toBeGreaterThan(40);
    }
    expect(shells.routes.find((route) => route.path === '/waitlist')?.title).toBe(
      'Tee Time Waitlist in Metro Vancouver | Teewatch',
    );
  });

  it('show the session as loading, never signed in or out, and carry no script', () => {
    for (const { path: pagePath, html } of shells.routes) {
      expect(html, pagePath).toContain(
        '<span role="status" class="text-sm text-slate-600">Loading...</span>',
      );
      expect(html, pagePath).not.toContain('Sign In');
      expect(html, pagePath).not.toMatch(/<script|\son[a-z]+=/i);
    }
  });

  it('are the pages the route table gives a shell, each preloaded by the server', () => {
    const withShell = Object.values(PAGES).filter((entry: PageEntry) => entry.hasShell);
    expect(shells.routes.map((route) => route.path)).toEqual(withShell.map((entry) => entry.path));
    for (const { path: pagePath } of shells.routes) {
      expect(PAGE_PRELOADS.map((page) => page.path)).toContain(pagePath);
    }
  });
});
