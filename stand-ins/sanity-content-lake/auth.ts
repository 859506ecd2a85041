import { createHash, timingSafeEqual } from 'node:crypto';
import { chmodSync, existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { randomId } from './store.ts';

/**
 * Who may write: the lake's own accounts (an owner and a translator, credentials from env with
 * printed local defaults) and their session tokens. Sanity signs people in through a provider
 * page that hands the Studio a one-time `sid`, which the Studio trades for a token; the lake's
 * provider is a plain sign-in form. Sessions survive a restart (kept beside the data).
 */
export type Role = 'administrator' | 'editor';

export interface LakeAccount {
  id: string;
  name: string;
  email: string;
  password: string;
  role: Role;
}

export const ROLE_TITLES: Record<Role, string> = { administrator: 'Administrator', editor: 'Editor' };

/**
 * Who writes with an Editor API token (ContentLakeOptions.editorTokens: the site's server writing
 * customers' review drafts and deleting an erased person's reviews), as a hosted project's robot
 * token writes under its own robot user, which History names.
 */
export const EDITOR_ROBOT = { id: 'p-site-robot', name: 'Site (API token)' } as const;

export const LOCAL_ACCOUNT_DEFAULTS = {
  owner: { email: 'owner@caparica-detailing.local', password: 'local-owner-password' },
  translator: { email: 'translator@caparica-detailing.local', password: 'local-translator-password' },
} as const;

const blank = (value: string | undefined) => (value === undefined || value.trim() === '' ? undefined : value.trim());

/** The two accounts, from CONTENT_LAKE_{OWNER,TRANSLATOR}_{EMAIL,PASSWORD} or the local defaults. */
export function accountsFromEnv(env: Record<string, string | undefined> = process.env): LakeAccount[] {
  return [
    {
      id: 'p-owner',
      name: 'Owner',
      email: blank(env.CONTENT_LAKE_OWNER_EMAIL) ?? LOCAL_ACCOUNT_DEFAULTS.owner.email,
      password: blank(env.CONTENT_LAKE_OWNER_PASSWORD) ?? LOCAL_ACCOUNT_DEFAULTS.owner.password,
      role: 'administrator',
    },
    {
      id: 'p-translator',
      name: 'Translator',
      email: blank(env.CONTENT_LAKE_TRANSLATOR_EMAIL) ?? LOCAL_ACCOUNT_DEFAULTS.translator.email,
      password: blank(env.CONTENT_LAKE_TRANSLATOR_PASSWORD) ?? LOCAL_ACCOUNT_DEFAULTS.translator.password,
      role: 'editor',
    },
  ];
}

/** The user object of Sanity's `users/me`. */
export function publicUser(account: LakeAccount) {
  return {
    id: account.id,
    name: account.name,
    email: account.email,
    profileImage: null,
    provider: 'sanity',
    role: account.role,
    roles: [{ name: account.role, title: ROLE_TITLES[account.role] }],
  };
}

const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;
const SID_TTL_MS = 60 * 1000;

/** Constant-time comparison of two secrets. */
export const sameText = (a: string, b: string) => {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
};

/** What the lake keeps of a session token: its SHA-256, which signs nobody in if read. */
export const tokenHash = (token: string) => createHash('sha256').update(token).digest('hex');

interface Session {
  accountId: string;
  expires: number;
}

const isSession = (value: unknown): value is Session =>
  typeof (value as Session | null)?.accountId === 'string' && typeof (value as Session).expires === 'number';

/**
 * Sessions, by token hash, in `sessions.json` beside the data: written owner-only, and never
 * holding a token. A session exists only once the Studio trades its one-time code for the token.
 */
export class Sessions {
  private readonly sessions = new Map<string, Session>();
  /** One-time codes handed out by sign-in and not yet traded: all that exists until then. */
  private readonly sids = new Map<string, { accountId: string; expires: number }>();
  private readonly file: string;
  private readonly now: () => number;
  readonly accounts: LakeAccount[];

  constructor(accounts: LakeAccount[], dir: string, now: () => number = Date.now) {
    this.accounts = accounts;
    this.file = path.join(dir, 'sessions.json');
    this.now = now;
    if (existsSync(this.file)) this.load();
  }

  /**
   * Reads the file and writes it back hashed and owner-only. The first format kept plain tokens
   * (`sk-local-…` keys): those are hashed, so their sessions last; a file that cannot be read is
   * dropped (everyone signs in again).
   */
  private load() {
    let saved: unknown;
    try {
      saved = JSON.parse(readFileSync(this.file, 'utf8'));
    } catch {
      // Not the parser's message: it may quote the file, and a token of the first format with it.
      console.warn(`[content-lake] ${this.file} is not valid JSON: its sessions are dropped (sign in again)`);
    }
    let plain = 0;
    for (const [key, session] of Object.entries(saved && typeof saved === 'object' ? saved : {})) {
      if (!isSession(session) || session.expires <= this.now()) continue;
      const plainToken = key.startsWith('sk-local-');
      if (!plainToken && !/^[0-9a-f]{64}$/.test(key)) continue;
      if (plainToken) plain += 1;
      this.sessions.set(plainToken ? tokenHash(key) : key, { accountId: session.accountId, expires: session.expires });
    }
    if (plain > 0) console.warn(`[content-lake] ${this.file} held ${plain} plain session token(s): now kept hashed`);
    this.save();
  }

  private save() {
    const temp = `${this.file}.tmp`;
    writeFileSync(temp, JSON.stringify(Object.fromEntries(this.sessions)), { mode: 0o600 });
    chmodSync(temp, 0o600); // `mode` only applies to a new file, and a crash may have left this one
    renameSync(temp, this.file);
  }

  /** The account for an email and password, or undefined (no hint which of the two was wrong). */
  verify(email: string, password: string): LakeAccount | undefined {
    const account = this.accounts.find((candidate) => candidate.email.toLowerCase() === email.trim().toLowerCase());
    // Compare anyway, so a wrong email takes as long as a wrong password.
    const ok = sameText(account?.password ?? randomId(), password);
    return account && ok ? account : undefined;
  }

  /** A one-time code the sign-in page hands the Studio in the URL; traded once for a session token. */
  issueSid(account: LakeAccount): string {
    for (const [sid, entry] of this.sids) if (entry.expires <= this.now()) this.sids.delete(sid);
    const sid = randomId(32);
    this.sids.set(sid, { accountId: account.id, expires: this.now() + SID_TTL_MS });
    return sid;
  }

  /** Trades a one-time code for a new session's token (only now does the session exist). */
  redeemSid(sid: string): string | undefined {
    const entry = this.sids.get(sid);
    this.sids.delete(sid);
    if (!entry || entry.expires <= this.now()) return undefined;
    const token = `sk-local-${randomId(40)}`;
    this.sessions.set(tokenHash(token), { accountId: entry.accountId, expires: this.now() + SESSION_TTL_MS });
    this.save();
    return token;
  }

  accountFor(token: string | undefined): LakeAccount | undefined {
    if (!token) return undefined;
    const session = this.sessions.get(tokenHash(token));
    if (!session || session.expires <= this.now()) return undefined;
    return this.accounts.find((account) => account.id === session.accountId);
  }

  close(token: string | undefined): void {
    if (token && this.sessions.delete(tokenHash(token))) this.save();
  }
}
