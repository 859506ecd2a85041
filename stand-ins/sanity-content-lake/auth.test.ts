import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { accountsFromEnv, Sessions, tokenHash } from './auth.ts';

const accounts = accountsFromEnv({});
const [owner] = accounts;
const DAY = 24 * 60 * 60 * 1000;
const dirs: string[] = [];

async function fresh() {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'lake-sessions-'));
  dirs.push(dir);
  const clock = { now: Date.now() };
  return {
    dir,
    clock,
    file: path.join(dir, 'sessions.json'),
    open: () => new Sessions(accounts, dir, () => clock.now),
  };
}

afterEach(async () => {
  vi.restoreAllMocks();
  for (const dir of dirs.splice(0)) await rm(dir, { recursive: true, force: true });
});

describe('Sessions', () => {
  it('opens a session only when the one-time code is traded, once, within a minute', async () => {
    const { clock, file, open } = await fresh();
    const sessions = open();
    const sid = sessions.issueSid(owner!);
    await expect(stat(file)).rejects.toThrow();
    const token = sessions.redeemSid(sid)!;
    expect(sessions.accountFor(token)).toBe(owner);
    expect(sessions.redeemSid(sid)).toBeUndefined();

    const late = sessions.issueSid(owner!);
    clock.now += 61_000;
    expect(sessions.redeemSid(late)).toBeUndefined();
  });

  it('keeps sessions by token hash in an owner-only file, for 30 days', async () => {
    const { clock, file, open } = await fresh();
    const sessions = open();
    const kept = sessions.redeemSid(sessions.issueSid(owner!))!;
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const text = await readFile(file, 'utf8');
    expect(text).not.toContain(kept);
    expect(Object.keys(JSON.parse(text) as object)).toEqual([tokenHash(kept)]);
    expect(open().accountFor(kept)).toBe(owner);

    clock.now += 30 * DAY;
    expect(open().accountFor(kept)).toBeUndefined();
  });

  it('hashes the plain tokens of the first file format, and drops an unreadable file, saying so', async () => {
    const { dir, clock, file, open } = await fresh();
    const plain = 'sk-local-plain';
    const session = { accountId: owner!.id, expires: clock.now + DAY };
    const expired = { accountId: owner!.id, expires: clock.now - 1 };
    await writeFile(file, JSON.stringify({ [plain]: session, 'sk-local-old': expired, 'not-a-hash': session }), {
      mode: 0o644,
    });
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    expect(open().accountFor(plain)).toBe(owner);
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/1 plain session token/));
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({ [tokenHash(plain)]: session });
    expect((await stat(file)).mode & 0o777).toBe(0o600);

    await writeFile(path.join(dir, 'sessions.json'), `{"${plain}": {"acc`);
    expect(open().accountFor(plain)).toBeUndefined();
    expect(warn).toHaveBeenLastCalledWith(expect.stringMatching(/not valid JSON.*dropped/));
    expect(warn.mock.calls.flat().join(' ')).not.toContain(plain);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual({});
  });
});
