import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { loadJwtSecret } from './secret';

const dirs: string[] = [];
const tempDir = async () => {
  const dir = await mkdtemp(join(tmpdir(), 'shipdeck-secret-'));
  dirs.push(dir);
  return dir;
};
afterEach(async () => {
  await Promise.all(dirs.splice(0).map((dir) => rm(dir, { recursive: true, force: true })));
});

describe('the token signing secret', () => {
  it('uses SHIPDECK_JWT_SECRET when it is configured and writes nothing', async () => {
    const dir = await tempDir();
    const secret = await loadJwtSecret('x'.repeat(40), dir);
    expect(new TextDecoder().decode(secret)).toBe('x'.repeat(40));
    await expect(stat(join(dir, 'jwt-secret'))).rejects.toThrow();
  });

  it('creates a random secret once in the data dir, readable by the owner only, and keeps it', async () => {
    const dir = join(await tempDir(), 'nested', '.data');
    const first = await loadJwtSecret(undefined, dir);
    const second = await loadJwtSecret(undefined, dir);
    expect(first.length).toBeGreaterThanOrEqual(43);
    expect(second).toEqual(first);
    expect((await stat(join(dir, 'jwt-secret'))).mode & 0o777).toBe(0o600);
    expect((await readFile(join(dir, 'jwt-secret'), 'utf8')).trim()).toBe(new TextDecoder().decode(first));
  });

  it('gives two servers starting together the same secret', async () => {
    const dir = await tempDir();
    const [a, b] = await Promise.all([loadJwtSecret(undefined, dir), loadJwtSecret(undefined, dir)]);
    expect(a).toEqual(b);
  });
});
