import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '.';

// The courses map's tiles (decision 0310): MAP_TILE_URL and its credit, the defaults for a demo and a live
// run, and what the production profile refuses or warns about.

const tempDir = () => mkdtempSync(path.join(tmpdir(), 'teewatch-tiles-'));

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig({ DATA_DIR: tempDir(), ...env });
    return [];
  } catch (error) {
    if (error instanceof ConfigError) return error.problems;
    throw error;
  }
}

describe('MAP_TILE_URL', () => {
  it("defaults to the simulator's stand-in in simulator mode and to OpenStreetMap's tiles live", () => {
    const demo = loadConfig({
      DATA_DIR: tempDir(),
      UPSTREAM_MODE: 'simulator',
      SIMULATOR_URL: 'http://127.0.0.1:4999/',
    });
    expect(demo.mapTiles).toEqual({
      url: 'http://127.0.0.1:4999/tiles/{z}/{x}/{y}.png',
      attribution: '© OpenStreetMap contributors',
      attributionUrl: 'https://www.openstreetmap.org/copyright',
    });
    expect(loadConfig({ DATA_DIR: tempDir() }).mapTiles.url).toBe(
      'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
    );
  });

  it('takes a tile server of its own with its credit', () => {
    const config = loadConfig({
      DATA_DIR: tempDir(),
      MAP_TILE_URL: 'https://tiles.example.com/styles/{z}/{x}/{y}@2x.png?key=abc',
      MAP_TILE_ATTRIBUTION: '© Example Maps © OpenStreetMap contributors',
      MAP_TILE_ATTRIBUTION_URL: 'https://tiles.example.com/credits',
    });
    expect(config.mapTiles).toEqual({
      url: 'https://tiles.example.com/styles/{z}/{x}/{y}@2x.png?key=abc',
      attribution: '© Example Maps © OpenStreetMap contributors',
      attributionUrl: 'https://tiles.example.com/credits',
    });
  });

  it('refuses a URL without its placeholders, one that is not http(s), and an overlong credit', () => {
    const problems = problemsOf({
      MAP_TILE_URL: 'https://tiles.example.com/tile.png',
      MAP_TILE_ATTRIBUTION: 'x'.repeat(301),
      MAP_TILE_ATTRIBUTION_URL: 'javascript:alert(1)',
    });
    expect(problems.join('\n')).toMatch(/MAP_TILE_URL.*must hold \{z\}, \{x\} and \{y\}/);
    expect(problems.join('\n')).toMatch(/MAP_TILE_ATTRIBUTION\b/);
    expect(problems.join('\n')).toMatch(/MAP_TILE_ATTRIBUTION_URL.*http/);
    expect(problemsOf({ MAP_TILE_URL: 'ftp://tiles.example.com/{z}/{x}/{y}.png' }).join('\n')).toMatch(
      /MAP_TILE_URL.*must be an http/,
    );
  });
});

describe('the map tiles in production (NODE_ENV=production)', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL: 'https://tee.example',
    BETTER_AUTH_SECRET: 'production-secret-production-secret-01',
    PUSH_ENABLED: 'false',
    PGLITE_SINGLE_PROCESS: 'true',
    MAIL_OUTBOX_ALLOWED: 'true',
    SMS_OUTBOX_ALLOWED: 'true',
    MAIL_POSTAL_ADDRESS: '1 Golf Lane, Vancouver BC V5K 0A1',
  };

  it('refuses an http:// tile URL: tiles on an https page must be https too', () => {
    expect(problemsOf({ ...production, MAP_TILE_URL: 'http://tiles.example.com/{z}/{x}/{y}.png' })).toEqual([
      'MAP_TILE_URL: must be an https:// URL in production',
    ]);
  });

  it("warns when none is set: OpenStreetMap's usage policy forbids heavy use of its own tiles", () => {
    const unset = loadConfig({ DATA_DIR: tempDir(), ...production });
    expect(unset.warnings).toEqual([
      expect.stringMatching(/^MAP_TILE_URL: unset in production.*usage policy/),
    ]);
    const set = loadConfig({
      DATA_DIR: tempDir(),
      ...production,
      MAP_TILE_URL: 'https://tiles.example.com/{z}/{x}/{y}.png',
    });
    expect(set.warnings).toEqual([]);
    expect(set.mapTiles.url).toBe('https://tiles.example.com/{z}/{x}/{y}.png');
  });
});
