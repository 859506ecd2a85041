import { describe, expect, it } from 'vitest';
import type { CurrentUser, Tool } from 'sanity';

import { accountsFromEnv, publicUser } from '../../stand-ins/sanity-content-lake/auth';
import { withRequestsToolForAdministrators } from './register';
import { REQUESTS_TOOL_NAME } from './tool-name';

const tool = (name: string) => ({ name, title: name, component: () => null }) as Tool;
const TOOLS = [tool('structure'), tool('presentation'), tool('translations'), tool('vision')];
const [owner, translator] = accountsFromEnv({}).map((account) => publicUser(account) as unknown as CurrentUser);
const names = (tools: Tool[]) => tools.map((each) => each.name);

describe('the Requests tool', () => {
  it('is the owner’s (a project administrator), second in the menu', () => {
    expect(names(withRequestsToolForAdministrators(TOOLS, { currentUser: owner! }))).toEqual([
      'structure',
      REQUESTS_TOOL_NAME,
      'presentation',
      'translations',
      'vision',
    ]);
  });

  it('is not offered to the translator (an editor), nor before anyone signs in', () => {
    expect(withRequestsToolForAdministrators(TOOLS, { currentUser: translator! })).toBe(TOOLS);
    expect(withRequestsToolForAdministrators(TOOLS, { currentUser: null })).toBe(TOOLS);
  });
});
