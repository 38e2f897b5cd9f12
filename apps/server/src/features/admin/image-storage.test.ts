import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { createLocalImageStorage } from './image-storage';

const KEY = '12/0b6f3c2e-3f7a-4c1e-9a55-5d1f2e3a4b5c-1600.webp';

describe('local image storage', () => {
  const dataDir = mkdtempSync(path.join(tmpdir(), 'teewatch-images-'));
  const storage = createLocalImageStorage({ dataDir });
  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('writes, opens and removes files under DATA_DIR/images', async () => {
    await storage.put(KEY, Buffer.from('webp bytes'));
    expect(readFileSync(path.join(dataDir, 'images', KEY), 'utf8')).toBe('webp bytes');
    const opened = await storage.open(KEY);
    expect(opened?.size).toBe(10);
    if (opened && 'destroy' in opened.body) opened.body.destroy();
    expect(storage.urlOf(KEY)).toBe(`/images/${KEY}`);
    await storage.remove([KEY]);
    expect(await storage.open(KEY)).toBeUndefined();
  });

  it('touches nothing outside the keys it generates', async () => {
    writeFileSync(path.join(dataDir, 'secret'), 'secret');
    for (const key of ['../secret', '12/../../secret', '/etc/passwd', '12/x.webp', `${KEY}/..`]) {
      expect(await storage.open(key)).toBeUndefined();
      await expect(storage.put(key, Buffer.from('x'))).rejects.toThrow();
    }
    await storage.remove(['../secret']);
    expect(readFileSync(path.join(dataDir, 'secret'), 'utf8')).toBe('secret');
  });
});
