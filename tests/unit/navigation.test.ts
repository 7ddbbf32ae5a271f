import { describe, expect, it } from 'vitest';
import {
  accountPrefix,
  back,
  formatAppPath,
  returnPathAfterSignIn,
  parseAppPath,
  pushSegment,
  replaceSegment,
  targetAccountId,
  viewedAccountType,
} from '../../src/kernel/navigation';

describe('parseAppPath', () => {
  it.each([
    ['/app', true, [], [], '/app', null, null],
    ['/app/', true, [], [], '/app', null, null],
    ['/app/contacts', true, [], ['contacts'], '/app', null, null],
    ['/app/org/7', true, [{ type: 'org', id: 7 }], [], '/app/org/7', 'org', 7],
    ['/app/org/7/contacts/12', true, [{ type: 'org', id: 7 }], ['contacts', '12'], '/app/org/7', 'org', 7],
    [
      '/app/partner/1/reseller/3/org/7/inbox',
      true,
      [{ type: 'partner', id: 1 }, { type: 'reseller', id: 3 }, { type: 'org', id: 7 }],
      ['inbox'],
      '/app/partner/1/reseller/3/org/7',
      'org',
      7,
    ],
    ['/app/partner/1/reseller', true, [{ type: 'partner', id: 1 }, { type: 'reseller', id: null }], [], '/app/partner/1/reseller', 'reseller', 1],
    ['/app/agent/5/settings', true, [{ type: 'agent', id: 5 }], ['settings'], '/app/agent/5', 'agent', 5],
    // account words after a page segment belong to react-admin's part
    ['/app/contacts/org/7', true, [], ['contacts', 'org', '7'], '/app', null, null],
    ['/app/org/x7', true, [{ type: 'org', id: null }], ['x7'], '/app/org', 'org', null],
    ['/docs', false, [], ['docs'], '/app', null, null],
    ['/application', false, [], ['application'], '/app', null, null],
  ] as const)('%s', (pathname, inApp, accounts, rest, prefix, type, target) => {
    const path = parseAppPath(pathname);
    expect(path.inApp).toBe(inApp);
    expect(path.accounts).toEqual(accounts);
    expect(path.rest).toEqual(rest);
    expect(accountPrefix(path)).toBe(prefix);
    expect(viewedAccountType(path)).toBe(type);
    expect(targetAccountId(path)).toBe(target);
  });
});

describe('back, push, replace', () => {
  const p = (s: string) => parseAppPath(s);
  it.each([
    ['back drops a page segment', formatAppPath(back(p('/app/org/7/contacts/12'))), '/app/org/7/contacts'],
    ['back drops an account segment with its id', formatAppPath(back(p('/app/reseller/3/org/7'))), '/app/reseller/3'],
    ['back at the root stays at the root', formatAppPath(back(p('/app'))), '/app'],
    ['push a page segment', formatAppPath(pushSegment(p('/app/org/7'), 'contacts')), '/app/org/7/contacts'],
    ['push an account segment drops the page part', formatAppPath(pushSegment(p('/app/reseller/3/orgs'), { type: 'org', id: 9 })), '/app/reseller/3/org/9'],
    ['replace the last page segment', formatAppPath(replaceSegment(p('/app/org/7/contacts'), 'inbox')), '/app/org/7/inbox'],
    ['replace with no page segment pushes', formatAppPath(replaceSegment(p('/app/org/7'), 'inbox')), '/app/org/7/inbox'],
    ['replace the last account segment', formatAppPath(replaceSegment(p('/app/reseller/3/org/7/contacts'), { type: 'org', id: 8 })), '/app/reseller/3/org/8'],
    ['replace an account segment at the root pushes', formatAppPath(replaceSegment(p('/app'), { type: 'partner', id: 1 })), '/app/partner/1'],
  ])('%s', (_name, actual, expected) => {
    expect(actual).toBe(expected);
  });
});

describe('returnPathAfterSignIn', () => {
  it.each([
    ['/app/contacts', '?createContact=true', '/app/contacts?createContact=true'],
    ['/app/org/4/contacts', '', '/app/org/4/contacts'],
    ['/app/contacts', '?oneTimeToken=secret&page=2', '/app/contacts?page=2'],
    ['/app', '?createContact=true', null],
    ['/app/', '', null],
    ['/elsewhere', '', null],
    ['/docs', '?x=1', null],
  ])('%s%s → %s', (pathname, search, expected) => {
    expect(returnPathAfterSignIn(pathname, search)).toBe(expected);
  });
});
