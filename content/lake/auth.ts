import { timingSafeEqual } from 'node:crypto';
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
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

export class Sessions {
  private readonly tokens = new Map<string, { accountId: string; expires: number }>();
  private readonly sids = new Map<string, { token: string; expires: number }>();
  private readonly file: string;
  readonly accounts: LakeAccount[];

  constructor(accounts: LakeAccount[], dir: string) {
    this.accounts = accounts;
    this.file = path.join(dir, 'sessions.json');
    if (existsSync(this.file)) {
      const saved = JSON.parse(readFileSync(this.file, 'utf8')) as Record<
        string,
        { accountId: string; expires: number }
      >;
      for (const [token, session] of Object.entries(saved))
        if (session.expires > Date.now()) this.tokens.set(token, session);
    }
  }

  private save() {
    writeFileSync(`${this.file}.tmp`, JSON.stringify(Object.fromEntries(this.tokens)));
    renameSync(`${this.file}.tmp`, this.file);
  }

  /** The account for an email and password, or undefined (no hint which of the two was wrong). */
  verify(email: string, password: string): LakeAccount | undefined {
    const account = this.accounts.find((candidate) => candidate.email.toLowerCase() === email.trim().toLowerCase());
    // Compare anyway, so a wrong email takes as long as a wrong password.
    const ok = sameText(account?.password ?? randomId(), password);
    return account && ok ? account : undefined;
  }

  /** A new session token for the account. */
  open(account: LakeAccount): string {
    const token = `sk-local-${randomId(40)}`;
    this.tokens.set(token, { accountId: account.id, expires: Date.now() + SESSION_TTL_MS });
    this.save();
    return token;
  }

  /** A one-time code the sign-in page hands the Studio in the URL; traded once for the token. */
  issueSid(token: string): string {
    const sid = randomId(32);
    this.sids.set(sid, { token, expires: Date.now() + SID_TTL_MS });
    return sid;
  }

  redeemSid(sid: string): string | undefined {
    const entry = this.sids.get(sid);
    this.sids.delete(sid);
    return entry && entry.expires > Date.now() ? entry.token : undefined;
  }

  accountFor(token: string | undefined): LakeAccount | undefined {
    if (!token) return undefined;
    const session = this.tokens.get(token);
    if (!session || session.expires <= Date.now()) return undefined;
    return this.accounts.find((account) => account.id === session.accountId);
  }

  close(token: string | undefined): void {
    if (token && this.tokens.delete(token)) this.save();
  }
}
