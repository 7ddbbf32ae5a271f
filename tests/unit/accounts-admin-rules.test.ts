import { describe, expect, it } from 'vitest';
import { messages as m } from '../../src/plugins/accounts/messages';
import {
  agentRenameBody,
  changedOrgFields,
  changedUserFields,
  defaultRedirectUrl,
  fieldOfError,
  inviteBody,
  isConsolePath,
  nameMatches,
  toOrgValues,
  validateEmail,
  validateId,
  validateInvite,
  validateName,
  validateOrg,
  validateRedirectUrl,
  validateTerm,
  validateUser,
} from '../../src/plugins/accounts/adminFormRules';
import {
  accountIdFrom,
  accountLabel,
  canInviteOwners,
  canRemoveMember,
  isActingOn,
  memberBadge,
  organizationOf,
  orgIdFrom,
  takeoverRefusal,
} from '../../src/plugins/accounts/adminRules';

const acme = { id: 4, accountType: 'organization', partnerId: 2, resellerId: 3, organizationId: 4, accountName: 'Acme', name: 'Ada Owner' };
const member = { id: 5, accountType: 'organization', partnerId: 2, resellerId: 3, organizationId: 4, accountName: 'Acme', name: 'Adam Admin' };
const agent = { id: 7, accountType: 'agent', partnerId: 2, resellerId: 3, organizationId: 4, accountName: 'Front Desk', name: 'Front Desk' };
const reseller = { id: 3, accountType: 'reseller', partnerId: 2, resellerId: 3, organizationId: null, accountName: 'Northwind Voice' };
const partner = { id: 2, accountType: 'partner', partnerId: 2, resellerId: null, organizationId: null, accountName: 'Switchboard' };

describe('overlay values', () => {
  it.each([
    ['true', 4],
    ['12', 12],
    ['0', null],
    ['-3', null],
    ['1.5', null],
    ['abc', null],
    ['', null],
    ['12abc', null],
  ])('accountIdFrom(%j) with Acme viewed → %j', (value, expected) => {
    expect(accountIdFrom(value, acme)).toBe(expected);
  });

  it("'true' without a viewed account means nothing", () => {
    expect(accountIdFrom('true', null)).toBeNull();
  });

  it("orgIdFrom('true') is the viewed account's organization", () => {
    expect(orgIdFrom('true', member)).toBe(4);
    expect(orgIdFrom('true', agent)).toBe(4);
    expect(orgIdFrom('true', reseller)).toBe(3);
    expect(orgIdFrom('9', member)).toBe(9);
  });
});

describe('labels, badges and who is acting on what', () => {
  it('names an account by its account name first', () => {
    expect(accountLabel(acme)).toBe('Acme');
    expect(accountLabel({ id: 9, name: 'Only Person' })).toBe('Only Person');
    expect(accountLabel({ id: 9, username: 'u9' })).toBe('u9');
    expect(accountLabel({ id: 9 })).toBe('#9');
    expect(accountLabel(null)).toBe('');
  });

  it('badges the org account as owner and an invited owner as invited owner', () => {
    expect(memberBadge({ owner: true, isOwner: false })).toBe('owner');
    expect(memberBadge({ owner: false, isOwner: true })).toBe('invitedOwner');
    expect(memberBadge({ owner: false, isOwner: false })).toBeNull();
    expect(canRemoveMember({ owner: true, isOwner: false }, true)).toBe(false);
    expect(canRemoveMember({ owner: false, isOwner: false }, false)).toBe(true);
    // an invited owner: only with owner rights
    expect(canRemoveMember({ owner: false, isOwner: true }, true)).toBe(true);
    expect(canRemoveMember({ owner: false, isOwner: true }, false)).toBe(false);
  });

  it('"Invite as owner" is hidden only when viewing as admin', () => {
    expect(canInviteOwners('admin')).toBe(false);
    for (const view of ['owner', 'reseller', 'partner', 'superAdmin'] as const) expect(canInviteOwners(view)).toBe(true);
  });

  it('acting on an org covers the org, its members and agents, not its reseller', () => {
    expect(isActingOn(acme, 4)).toBe(true);
    expect(isActingOn(member, 4)).toBe(true);
    expect(isActingOn(agent, 4)).toBe(true);
    expect(isActingOn(reseller, 4)).toBe(false);
    expect(isActingOn(null, 4)).toBe(false);
  });

  it("an agent's organization keeps its place in the hierarchy", () => {
    expect(organizationOf(agent)).toEqual({ id: 4, accountType: 'organization', partnerId: 2, resellerId: 3, organizationId: 4 });
    expect(organizationOf(reseller)).toBeNull();
  });
});

describe('takeover refusals', () => {
  it('accepts the matching type', () => {
    expect(takeoverRefusal('organization', acme)).toBeNull();
    expect(takeoverRefusal('reseller', reseller)).toBeNull();
    expect(takeoverRefusal('partner', partner)).toBeNull();
  });

  it('refuses other types, naming the account', () => {
    expect(takeoverRefusal('organization', reseller)).toBe(m.takeover.wrongType('Northwind Voice', 'an organization'));
    expect(takeoverRefusal('reseller', acme)).toBe('Acme is not a reseller: it cannot be taken over here.');
    expect(takeoverRefusal('partner', agent)).toBe(m.takeover.wrongType('Front Desk', 'a partner'));
    expect(takeoverRefusal('organization', agent)).toBe(m.takeover.wrongType('Front Desk', 'an organization'));
  });

  it('refuses a member account as an organization', () => {
    expect(takeoverRefusal('organization', member)).toBe(m.takeover.memberNotOrg('Acme'));
  });
});

describe('validation', () => {
  it.each([
    ['', m.validation.emailRequired],
    ['   ', m.validation.emailRequired],
    ['plain', m.validation.email],
    ['a@b', m.validation.email],
    ['a b@c.de', m.validation.email],
    [`${'x'.repeat(250)}@e.io`, m.validation.email],
    ['new.member@acme.example', undefined],
    ['  padded@acme.example  ', undefined],
  ])('validateEmail(%j) → %j', (value, expected) => {
    expect(validateEmail(value)).toBe(expected);
  });

  it('an optional email may stay empty', () => {
    expect(validateEmail('', false)).toBeUndefined();
    expect(validateEmail('bad', false)).toBe(m.validation.email);
  });

  it('names are required and bounded', () => {
    expect(validateName('')).toBe(m.validation.required);
    expect(validateName('  ')).toBe(m.validation.required);
    expect(validateName('x'.repeat(201))).toBe('At most 200 characters');
    expect(validateName('Acme')).toBeUndefined();
  });

  it('ids are optional single tokens', () => {
    expect(validateId('')).toBeUndefined();
    expect(validateId('cus_123')).toBeUndefined();
    expect(validateId('cus 123')).toBe(m.validation.noSpaces);
    expect(validateId('x'.repeat(201))).toBe('At most 200 characters');
  });

  it('plan terms are month, year or none', () => {
    expect(validateTerm('')).toBeUndefined();
    expect(validateTerm('month')).toBeUndefined();
    expect(validateTerm('year')).toBeUndefined();
    expect(validateTerm('week')).toBe(m.validation.term);
  });

  it('validates the org form, plan fields only for partner-level views', () => {
    const values = { ...toOrgValues(acme), accountName: ' ', externalAccountId: 'has space', externalBillingId: 'x y', productPlanTerm: 'week', billingId: 'a b' };
    expect(validateOrg(values, false)).toEqual({ accountName: m.validation.required, externalAccountId: m.validation.noSpaces });
    expect(validateOrg(values, true)).toEqual({
      accountName: m.validation.required,
      externalAccountId: m.validation.noSpaces,
      externalBillingId: m.validation.noSpaces,
      productPlanTerm: m.validation.term,
      billingId: m.validation.noSpaces,
    });
  });

  it('validates the invitation', () => {
    expect(validateInvite({ email: '', isOwner: false, redirectUrl: '/app' })).toEqual({ email: m.validation.emailRequired });
    expect(validateInvite({ email: 'a@b.co', isOwner: true, redirectUrl: 'https://evil.example/app' })).toEqual({
      redirectUrl: m.validation.redirectUrl,
    });
    expect(validateInvite({ email: 'a@b.co', isOwner: false, redirectUrl: '/app/org/4/contacts' })).toEqual({});
  });

  it('an account with an email cannot drop it; one without may stay without', () => {
    expect(validateUser({ name: 'A', email: '' }, { name: 'A', email: 'a@b.co' })).toEqual({ email: m.validation.emailRequired });
    expect(validateUser({ name: 'A', email: '' }, { name: 'A', email: '' })).toEqual({});
    expect(validateUser({ name: '', email: 'x' }, { name: 'A', email: '' })).toEqual({ name: m.validation.required, email: m.validation.email });
  });
});

describe('redirectUrl', () => {
  it.each([
    ['/app', '/app'],
    ['/app/contacts', '/app/contacts'],
    // the invited member's own view of the same page: the account prefix goes
    ['/app/org/4/contacts', '/app/contacts'],
    ['/app/reseller/3/org/4/contacts', '/app/contacts'],
    ['/app/partner/2/reseller/3/org/4/agentAccounts/7/show', '/app/agentAccounts/7/show'],
    ['/app/reseller/3/org/4', '/app'],
    ['/app/agent/7/', '/app'],
    ['/', '/app'],
    ['/signin', '/app'],
    ['/application', '/app'],
    ['/app/../admin', '/app'],
    ['/app//evil.example', '/app'],
  ])('defaultRedirectUrl(%j) → %j', (pathname, expected) => {
    expect(defaultRedirectUrl(pathname)).toBe(expected);
  });

  it('accepts console paths only', () => {
    expect(isConsolePath('/app?members=true')).toBe(true);
    expect(isConsolePath('https://example.com/app')).toBe(false);
    expect(isConsolePath('//evil.example/app')).toBe(false);
    expect(isConsolePath('/app\\..\\x')).toBe(false);
    expect(validateRedirectUrl('')).toBeUndefined();
    expect(validateRedirectUrl('javascript:alert(1)')).toBe(m.validation.redirectUrl);
  });

  it('the invitation body lower-cases the email and grants owner only when allowed', () => {
    const values = { email: ' New@Acme.Example ', isOwner: true, redirectUrl: '/app/org/4' };
    expect(inviteBody(values, true)).toEqual({ email: 'new@acme.example', isOwner: true, redirectUrl: '/app/org/4' });
    expect(inviteBody(values, false)).toEqual({ email: 'new@acme.example', isOwner: false, redirectUrl: '/app/org/4' });
    expect(inviteBody({ ...values, redirectUrl: ' ' }, false)).toEqual({ email: 'new@acme.example', isOwner: false });
  });
});

describe('deleteOrganization name match', () => {
  it.each([
    ['Acme', 'Acme', true],
    ['  Acme ', 'Acme', true],
    ['acme', 'Acme', false],
    ['Acm', 'Acme', false],
    ['Acme Inc', 'Acme', false],
    ['', 'Acme', false],
    ['', '', false],
    ['  ', ' ', false],
  ])('nameMatches(%j, %j) → %j', (typed, name, expected) => {
    expect(nameMatches(typed, name)).toBe(expected);
  });
});

describe('update bodies carry only what changed', () => {
  const initial = toOrgValues({ accountName: 'Acme', externalAccountId: 'ext-acme', productPlanId: 'growth', productPlanTerm: 'month' });

  it('maps missing and null fields to empty strings', () => {
    expect(toOrgValues({ accountName: 'A', externalAccountId: null })).toEqual({
      accountName: 'A', externalAccountId: '', externalBillingId: '', productPlanId: '', productPlanTerm: '', billingId: '', billingSubscriptionId: '',
    });
  });

  it('sends changed fields trimmed and cleared ones as null', () => {
    const values = { ...initial, accountName: ' Acme Corp ', externalAccountId: '' };
    expect(changedOrgFields(initial, values, false)).toEqual({ accountName: 'Acme Corp', externalAccountId: null });
  });

  it('never sends plan or billing fields without partner-level controls', () => {
    const values = { ...initial, productPlanId: 'scale', billingId: 'cus_x', externalBillingId: 'eb-1' };
    expect(changedOrgFields(initial, values, false)).toEqual({});
    expect(changedOrgFields(initial, values, true)).toEqual({ productPlanId: 'scale', billingId: 'cus_x', externalBillingId: 'eb-1' });
  });

  it('user fields: trimmed name, lower-cased email, unchanged ones left out', () => {
    expect(changedUserFields({ name: 'Ada', email: 'a@b.co' }, { name: 'Ada ', email: 'A@B.CO' })).toEqual({});
    expect(changedUserFields({ name: 'Ada', email: 'a@b.co' }, { name: 'Ada L', email: 'New@B.co' })).toEqual({ name: 'Ada L', email: 'new@b.co' });
  });

  it('renaming an agent keeps name and account name together when they were equal', () => {
    expect(agentRenameBody(agent, 'Reception')).toEqual({ name: 'Reception', accountName: 'Reception' });
    expect(agentRenameBody({ ...agent, accountName: 'Desk Line' }, 'Reception')).toEqual({ name: 'Reception' });
    expect(agentRenameBody(agent, ' Front Desk ')).toEqual({});
  });
});

describe('server errors naming a field', () => {
  it('finds the field of a 400 message', () => {
    expect(fieldOfError('email: Invalid email address', ['email', 'name'])).toEqual({ field: 'email', message: 'Invalid email address' });
    expect(fieldOfError('redirectUrl: Must be under /app', ['email', 'redirectUrl'])).toEqual({ field: 'redirectUrl', message: 'Must be under /app' });
    expect(fieldOfError('other: nope', ['email'])).toBeNull();
    expect(fieldOfError('Forbidden', ['email'])).toBeNull();
  });
});
