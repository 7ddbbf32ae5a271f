// The accounts plugin's pure rules: list queries (spec 5 "Account list"), the organization search
// filters (spec 3), summary formatting, the recent-accounts history read back from storage, the
// create forms' validation and the menu/overlay access checks.
import { describe, expect, it } from 'vitest';
import { createStorage, memoryStorage } from '../../src/adapters/storage';
import type { Account } from '../../src/kernel/account';
import { permissionsFor } from '../../src/kernel/viewPermissions';
import { NONE_ALLOWED } from '../../src/shared/permissionSet';
import { ACCOUNTS_ACCESS } from '../../src/plugins/accounts/accountsAccess';
import { VIEW_RULES } from '../../src/shared/viewRules';
import { organizationListRequest, plainListQuery } from '../../src/plugins/accounts/api';
import {
  createBody,
  orgParentReseller,
  resellerParentPartner,
  serverFieldError,
  validateCreate,
} from '../../src/plugins/accounts/createRules';
import { messages } from '../../src/plugins/accounts/messages';
import {
  hasOrgSearchFilters,
  ORG_SEARCH_KEYS,
  parseOrgSearchFilters,
  serializeOrgSearchFilters,
} from '../../src/plugins/accounts/orgSearchFilters';
import { readRecentAccounts, rememberRecentAccount } from '../../src/plugins/accounts/recentAccountsStore';
import {
  activeFilter,
  addRecentAccount,
  pagingParams,
  parseRecentAccounts,
  raPaging,
  RECENT_ACCOUNTS_LIMIT,
  recentAccountsKey,
  toRecentAccount,
  type AccountSummary,
  type RecentAccount,
} from '../../src/plugins/accounts/rules';
import {
  accountIdParam,
  accountKind,
  accountStatus,
  accountTitle,
  formatDay,
  formatHierarchy,
  formatPlan,
  infoOverlayFor,
} from '../../src/plugins/accounts/summaryFormat';

const acme: AccountSummary = {
  id: 4, username: 'acme', accountType: 'organization', accountName: 'Acme', name: 'Ada Owner',
  email: 'owner@acme.example', partnerId: 2, resellerId: 3, organizationId: 4, enabled: true,
  timestamp: 1767398400, partnerName: 'Switchboard', resellerName: 'Northwind Voice', orgName: 'Acme',
  productPlanId: 'growth', productPlanTerm: 'month', subscribed: true, canceled: false,
};

describe('paging (spec 5: page and pageSize omitted unless positive)', () => {
  it.each([
    [1, 20, { page: 1, pageSize: 20 }],
    [0, 20, { pageSize: 20 }],
    [-1, 0, {}],
    [undefined, undefined, {}],
    [2.5, 20.5, {}],
    ['3', '20', {}],
    [Number.NaN, Number.POSITIVE_INFINITY, {}],
    [4, 500, { page: 4, pageSize: 100 }],
  ])('page %s, pageSize %s → %j', (page, pageSize, expected) => {
    expect(pagingParams(page, pageSize)).toEqual(expected);
  });

  it("react-admin's 1-based page becomes the server's 0-based page; page 1 is omitted", () => {
    expect(raPaging({ page: 1, perPage: 20 })).toEqual({ pageSize: 20 });
    expect(raPaging({ page: 2, perPage: 20 })).toEqual({ page: 1, pageSize: 20 });
    expect(raPaging(undefined)).toEqual({ pageSize: 20 });
  });
});

describe('the active filter (spec 5: defaults to active=true)', () => {
  it.each([
    [undefined, 'true'], [null, 'true'], ['', 'true'], ['nonsense', 'true'], [true, 'true'], ['true', 'true'],
    [false, 'false'], ['false', 'false'], ['all', 'all'],
  ])('%j → %s', (value, expected) => expect(activeFilter(value)).toBe(expected));
});

describe('organization list request', () => {
  it('lists with the defaults: active=true, 20 a page, newest first', () => {
    expect(organizationListRequest({ pagination: { page: 1, perPage: 20 }, sort: { field: 'timestamp', order: 'DESC' }, filter: {} })).toEqual({
      path: '/api/v2/listOrganizations',
      query: { pageSize: 20, active: 'true', sort: 'timestamp', order: 'desc' },
    });
  });

  it('keeps q, the active choice and a known sort; drops an unknown sort', () => {
    const { path, query } = organizationListRequest({
      pagination: { page: 3, perPage: 50 },
      sort: { field: 'email', order: 'ASC' },
      filter: { q: '  acme ', active: 'all' },
    });
    expect(path).toBe('/api/v2/listOrganizations');
    expect(query).toEqual({ page: 2, pageSize: 50, active: 'all', q: 'acme' });
  });

  it('switches to searchOrganizations when a search filter is set', () => {
    const { path, query } = organizationListRequest({
      pagination: { page: 1, perPage: 20 },
      sort: { field: 'voiceMinutes', order: 'ASC' },
      filter: { voiceMinutesMin: 100, subscribed: 'true', createdFrom: '2026-01-01', productPlanId: ' growth ' },
    });
    expect(path).toBe('/api/v2/searchOrganizations');
    expect(query).toEqual({
      pageSize: 20, active: 'true', sort: 'voiceMinutes', order: 'asc',
      voiceMinutesMin: '100', subscribed: 'true', createdFrom: '2026-01-01', productPlanId: 'growth',
    });
  });

  it('fails on an invalid filter with the field and the reason, instead of dropping it', () => {
    expect(() => organizationListRequest({ filter: { messageCountMin: -3 } })).toThrow(
      `${messages.filters.messageCountMin}: ${messages.validation.count}`,
    );
  });

  it('resellers and agents: paging and q only', () => {
    expect(plainListQuery({ pagination: { page: 2, perPage: 20 }, filter: { q: 'x', active: 'false' } })).toEqual({
      page: 1, pageSize: 20, q: 'x',
    });
  });
});

describe('organization search filters', () => {
  it('parses every kind from URL values and serialises them back', () => {
    const filter = {
      voiceMinutesMin: '10', voiceMinutesMax: 2000, messageCountMin: 0, messageCountMax: '9000',
      onboardingComplete: true, subscribed: 'false', canceled: 'true',
      productPlanId: 'growth', productPlanTerm: 'month', billingSubscriptionId: 'sub_1', billingId: 'cus_1',
      externalAccountId: 'ext-acme', createdFrom: '2026-01-01', createdTo: '2026-01-31',
      canceledFrom: '2026-02-01', canceledTo: '2026-12-31', q: 'ignored here', active: 'all',
    };
    const { filters, errors } = parseOrgSearchFilters(filter);
    expect(errors).toEqual({});
    expect(filters).toEqual({
      voiceMinutesMin: 10, voiceMinutesMax: 2000, messageCountMin: 0, messageCountMax: 9000,
      onboardingComplete: true, subscribed: false, canceled: true,
      productPlanId: 'growth', productPlanTerm: 'month', billingSubscriptionId: 'sub_1', billingId: 'cus_1',
      externalAccountId: 'ext-acme', createdFrom: '2026-01-01', createdTo: '2026-01-31',
      canceledFrom: '2026-02-01', canceledTo: '2026-12-31',
    });
    const query = serializeOrgSearchFilters(filters);
    expect(Object.keys(query)).toEqual(ORG_SEARCH_KEYS);
    expect(query).toMatchObject({ voiceMinutesMin: '10', messageCountMin: '0', subscribed: 'false', onboardingComplete: 'true' });
    // a round trip through the URL's strings gives the same filters
    expect(parseOrgSearchFilters(query).filters).toEqual(filters);
  });

  it('treats empty values as not set', () => {
    const { filters, errors } = parseOrgSearchFilters({ voiceMinutesMin: '', subscribed: null, billingId: '   ', createdFrom: undefined });
    expect(filters).toEqual({});
    expect(errors).toEqual({});
    expect(hasOrgSearchFilters(filters)).toBe(false);
    expect(hasOrgSearchFilters({ canceled: false })).toBe(true);
  });

  it.each([
    ['voiceMinutesMin', -1, messages.validation.count],
    ['voiceMinutesMax', 1.5, messages.validation.count],
    ['messageCountMin', 'ten', messages.validation.count],
    ['messageCountMax', 1e12, messages.validation.count],
    ['subscribed', 'yes', messages.validation.flag],
    ['canceled', 1, messages.validation.flag],
    ['createdFrom', '2026-02-30', messages.validation.date],
    ['canceledTo', 'last week', messages.validation.date],
    ['createdTo', 20260101, messages.validation.date],
    ['billingId', 'x'.repeat(201), messages.validation.tooLong(200)],
    ['productPlanId', { $ne: 1 }, messages.validation.text],
    ['voiceMinutesMin', ['1'], messages.validation.count],
  ])('%s = %j is refused', (key, value, message) => {
    const { filters, errors } = parseOrgSearchFilters({ [key]: value });
    expect(errors).toEqual({ [key]: message });
    expect(filters).toEqual({});
  });

  it('refuses ranges in the wrong order', () => {
    const { errors } = parseOrgSearchFilters({ voiceMinutesMin: 50, voiceMinutesMax: 10, createdFrom: '2026-03-01', createdTo: '2026-02-01' });
    expect(errors).toEqual({
      voiceMinutesMin: messages.validation.range(messages.filters.voiceMinutesMax),
      createdFrom: messages.validation.range(messages.filters.createdTo),
    });
    expect(parseOrgSearchFilters({ messageCountMin: 5, messageCountMax: 5 }).errors).toEqual({});
  });
});

describe('summary formatting', () => {
  it('names kinds: a member is an organization-type account that is not its own org', () => {
    expect(accountKind(acme)).toBe('organization');
    expect(accountKind({ ...acme, id: 5 })).toBe('member');
    expect(accountKind({ ...acme, accountType: 'agent', id: 7 })).toBe('agent');
    expect(accountKind({ id: 2, accountType: 'partner', organizationId: null })).toBe('partner');
  });

  it('titles: account name for companies, the person for members', () => {
    expect(accountTitle(acme)).toBe('Acme');
    expect(accountTitle({ ...acme, id: 5, name: 'Alan Admin' })).toBe('Alan Admin');
    expect(accountTitle({ ...acme, accountName: null, name: null })).toBe('acme');
    expect(accountTitle(null)).toBe('');
  });

  it('hierarchy: partner › reseller › org, as deep as the account', () => {
    expect(formatHierarchy(acme)).toBe('Switchboard › Northwind Voice › Acme');
    expect(formatHierarchy({ ...acme, accountType: 'reseller', orgName: null })).toBe('Switchboard › Northwind Voice');
    expect(formatHierarchy({ accountType: 'partner', partnerName: 'Switchboard', resellerName: 'x' })).toBe('Switchboard');
    expect(formatHierarchy({ accountType: 'organization', partnerName: 'P', resellerName: null, orgName: 'O' })).toBe('P › O');
  });

  it('dates, plan, status and info overlay', () => {
    expect(formatDay(1767398400)).toBe('2026-01-03');
    expect(formatDay(undefined)).toBe('');
    expect(formatPlan(acme)).toBe('growth / month');
    expect(formatPlan({})).toBe('');
    expect(accountStatus(acme)).toBe('active');
    expect(accountStatus({ ...acme, canceled: true })).toBe('canceled');
    expect(accountStatus({ ...acme, canceled: true, enabled: false })).toBe('disabled');
    expect(infoOverlayFor(acme)).toEqual({ name: 'orgInfo', value: '4' });
    expect(infoOverlayFor({ ...acme, id: 5 })).toEqual({ name: 'orgInfo', value: '4' });
    expect(infoOverlayFor({ id: 3, accountType: 'reseller', organizationId: null })).toEqual({ name: 'resellerInfo', value: '3' });
    expect(infoOverlayFor({ id: 7, accountType: 'agent', organizationId: 4 })).toEqual({ name: 'agentInfo', value: '7' });
  });

  it.each([['4', 4], [' 12 ', 12], ['true', null], ['0', null], ['-3', null], ['1e3', null], ['9'.repeat(20), null]])(
    'account id parameter %j → %j',
    (value, expected) => expect(accountIdParam(value)).toBe(expected),
  );
});

describe('recent accounts history (read back from storage: outside input)', () => {
  const entry = (id: number, at: number): RecentAccount => toRecentAccount({ ...acme, id, accountName: `Org ${id}` }, at)!;

  it('keeps valid entries, most recent first, one per account, at most 10', () => {
    const stored = [entry(1, 100), entry(2, 300), entry(1, 200), ...Array.from({ length: 12 }, (_, i) => entry(10 + i, 50 - i))];
    const list = parseRecentAccounts(stored);
    expect(list).toHaveLength(RECENT_ACCOUNTS_LIMIT);
    expect(list.slice(0, 2).map((e) => [e.id, e.at])).toEqual([[2, 300], [1, 200]]);
    expect(new Set(list.map((e) => e.id)).size).toBe(list.length);
  });

  it.each([
    ['not an array', { id: 1 }],
    ['a string', 'hello'],
    ['null', null],
  ])('%s gives an empty history', (_name, raw) => expect(parseRecentAccounts(raw)).toEqual([]));

  it.each([
    ['a string id', { id: '4' }],
    ['a zero id', { id: 0 }],
    ['an unknown type', { accountType: 'admin' }],
    ['a missing username', { username: undefined }],
    ['an object as name', { accountName: { toString: 'x' } }],
    ['a huge name', { name: 'x'.repeat(201) }],
    ['a bad parent id', { resellerId: -1 }],
    ['no time', { at: undefined }],
    ['a negative time', { at: -5 }],
  ])('drops an entry with %s', (_name, change) => {
    const good = entry(4, 10);
    expect(parseRecentAccounts([{ ...good, ...change }, entry(5, 5)]).map((e) => e.id)).toEqual([5]);
  });

  it('drops unknown fields and adds to the front without duplicates', () => {
    const [parsed] = parseRecentAccounts([{ ...entry(4, 10), token: 'secret', extra: 1 }]);
    expect(parsed).not.toHaveProperty('token');
    const list = addRecentAccount([entry(1, 1), entry(4, 2)], entry(4, 3));
    expect(list.map((e) => [e.id, e.at])).toEqual([[4, 3], [1, 1]]);
    expect(toRecentAccount({ ...acme, accountType: 'weird' }, 1)).toBeNull();
  });

  it('is stored per user under its own key and survives a corrupted value', () => {
    const backend = memoryStorage();
    const storage = createStorage(backend, 'switchboard.');
    rememberRecentAccount(1, acme, storage, 1000);
    rememberRecentAccount(1, { ...acme, id: 6, accountName: 'Globex' }, storage, 2000);
    rememberRecentAccount(1, acme, storage, 3000);
    expect(readRecentAccounts(1, storage).map((e) => e.accountName)).toEqual(['Acme', 'Globex']);
    expect(backend.getItem(`switchboard.${recentAccountsKey(1)}`)).toContain('"Acme"');
    expect(readRecentAccounts(2, storage)).toEqual([]);
    backend.setItem(`switchboard.${recentAccountsKey(1)}`, '{not json');
    expect(readRecentAccounts(1, storage)).toEqual([]);
  });
});

describe('create forms', () => {
  it('requires the fields each kind needs, with the spec message', () => {
    const required = messages.validation.required;
    expect(validateCreate('organization', {})).toEqual({ accountName: required, name: required, email: required });
    expect(validateCreate('reseller', { accountName: ' ' })).toEqual({ accountName: required, name: required, email: required });
    expect(validateCreate('agent', {})).toEqual({ name: required });
    expect(validateCreate('organization', {}, true)).toHaveProperty('resellerId', messages.validation.reseller);
  });

  it('checks email, phone and lengths', () => {
    const base = { accountName: 'New Co', name: 'Nia New', email: 'nia@new.example' };
    expect(validateCreate('organization', base)).toEqual({});
    expect(validateCreate('organization', { ...base, email: 'nia@' })).toEqual({ email: messages.validation.email });
    expect(validateCreate('organization', { ...base, phoneNumber: '12' })).toEqual({ phoneNumber: messages.validation.phone });
    expect(validateCreate('organization', { ...base, phoneNumber: '+1 (555) 010-9999' })).toEqual({});
    expect(validateCreate('organization', { ...base, name: 'x'.repeat(201) })).toEqual({ name: messages.validation.tooLong(200) });
    expect(validateCreate('agent', { name: 'Bot', email: 'not-an-email' })).toEqual({ email: messages.validation.email });
  });

  it('builds the body: trimmed, empty fields left out, phone normalised, other kinds\' fields dropped', () => {
    expect(createBody('organization', { accountName: ' New Co ', name: 'Nia', email: 'n@x.io', phoneNumber: '+1 (555) 010-9999', externalAccountId: '' })).toEqual({
      accountName: 'New Co', name: 'Nia', email: 'n@x.io', phoneNumber: '+15550109999',
    });
    expect(createBody('reseller', { accountName: 'R', name: 'N', email: 'e@x.io', phoneNumber: '+15550109999' })).toEqual({
      accountName: 'R', name: 'N', email: 'e@x.io',
    });
  });

  it('picks the parent: the value id, the viewed reseller or partner, else asks', () => {
    const reseller = { id: 3, accountType: 'reseller', partnerId: 2, resellerId: 3 };
    const partner = { id: 2, accountType: 'partner', partnerId: 2, resellerId: null };
    const org = { id: 4, accountType: 'organization', partnerId: 2, resellerId: 3 };
    expect(orgParentReseller('17', partner)).toBe(17);
    expect(orgParentReseller('true', reseller)).toBe(3);
    expect(orgParentReseller('true', org)).toBe(3);
    expect(orgParentReseller('true', partner)).toBeNull();
    expect(resellerParentPartner('true', partner)).toBe(2);
    expect(resellerParentPartner('true', { id: 1, accountType: 'organization', partnerId: 2 })).toBe(2);
    expect(resellerParentPartner('true', null)).toBeNull();
  });

  it('maps a server message onto its field when the form has it', () => {
    expect(serverFieldError('organization', 'email: Already used by another account')).toEqual({
      field: 'email', message: 'Already used by another account',
    });
    expect(serverFieldError('reseller', 'phoneNumber: Already used by another account')).toBeNull();
    expect(serverFieldError('agent', 'Forbidden')).toBeNull();
  });
});

describe('access: menus and overlays', () => {
  const account = (over: Partial<Account>): Account => ({
    id: 4, username: 'acme', accountType: 'organization', partnerId: 2, resellerId: 3, organizationId: 4, superAdmin: false, ...over,
  });
  const superAdmin = account({ id: 1, username: 'super', organizationId: 1, resellerId: null, superAdmin: true });
  const partner = account({ id: 2, username: 'switchboard', accountType: 'partner', organizationId: null, resellerId: null });
  const reseller = account({ id: 3, username: 'northwind', accountType: 'reseller', organizationId: null });
  const owner = account({});
  const member = account({ id: 5, username: 'acme-admin' });
  const agent = account({ id: 7, username: 'acme-front-desk', accountType: 'agent' });

  it('list scopes follow the server: org list for partner/reseller targets or a super admin at home', () => {
    expect(VIEW_RULES.organizationList({ user: partner, account: partner })).toBe(true);
    expect(VIEW_RULES.organizationList({ user: partner, account: reseller })).toBe(true);
    expect(VIEW_RULES.organizationList({ user: partner, account: owner })).toBe(false);
    expect(VIEW_RULES.organizationList({ user: superAdmin, account: superAdmin })).toBe(true);
    expect(VIEW_RULES.organizationList({ user: superAdmin, account: owner })).toBe(false);
    expect(VIEW_RULES.resellerList({ user: partner, account: partner })).toBe(true);
    expect(VIEW_RULES.resellerList({ user: partner, account: reseller })).toBe(false);
    expect(VIEW_RULES.resellerList({ user: superAdmin, account: superAdmin })).toBe(true);
    expect(VIEW_RULES.agentList({ user: owner, account: owner })).toBe(true);
    expect(VIEW_RULES.agentList({ user: partner, account: agent })).toBe(true);
    expect(VIEW_RULES.agentList({ user: partner, account: reseller })).toBe(false);
  });

  it.each([
    ['partner at home', partner, partner, { organizations: true, resellers: true, agentAccounts: false, accountSearch: true, createResellerAccount: true }],
    ['reseller at home', reseller, reseller, { organizations: true, resellers: false, agentAccounts: false, accountSearch: true, createResellerAccount: false }],
    ['super admin at home', superAdmin, superAdmin, { organizations: true, resellers: true, agentAccounts: true, accountSearch: true }],
    ['partner on Acme', partner, owner, { organizations: false, resellers: false, agentAccounts: true, orgInfo: true, createAgentAccount: true }],
    ['owner', owner, owner, { organizations: false, accountSearch: false, agentAccounts: true, orgInfo: false, createAgentAccount: true, deleteOrganization: true, viewAs: true }],
    ['member', member, member, { agentAccounts: true, accountSearch: false, deleteOrganization: false, createAgentAccount: true, members: true }],
  ] as const)('%s', (_name, user, viewed, expected) => {
    const permissions = permissionsFor(user, null, {});
    for (const [name, value] of Object.entries(expected)) {
      expect([name, ACCOUNTS_ACCESS[name as keyof typeof ACCOUNTS_ACCESS](permissions, { user, account: viewed })]).toEqual([name, value]);
    }
  });

  it('settings that say no close the matching overlays for an owner; nothing opens without permissions', () => {
    const permissions = permissionsFor(owner, null, { allowAddAgents: false, showMembers: false });
    const view = { user: owner, account: owner };
    expect(ACCOUNTS_ACCESS.createAgentAccount(permissions, view)).toBe(false);
    expect(ACCOUNTS_ACCESS.deleteAgent(permissions, view)).toBe(false);
    expect(ACCOUNTS_ACCESS.members(permissions, view)).toBe(false);
    expect(ACCOUNTS_ACCESS.memberInvite(permissions, view)).toBe(false);
    const closed = Object.entries(ACCOUNTS_ACCESS).filter(([name]) => name !== 'viewAs');
    for (const [name, check] of closed) expect([name, check(NONE_ALLOWED, { user: partner, account: partner })]).toEqual([name, false]);
  });
});
