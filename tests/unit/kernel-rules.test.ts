import { describe, expect, it, vi } from 'vitest';
import { codeToSubmit, isCompleteCode, isPlausibleEmail, isPlausiblePhone, normalizeCode } from '../../src/kernel/signin/codeRules';
import { createStorage, memoryStorage, PRESERVED_ON_LOGOUT } from '../../src/adapters/storage';
import { ensureTempSession } from '../../src/kernel/signin/tempSession';
import { parseDomainLookup } from '../../src/kernel/domain';
import { hideSidebarOnSettings, trickle } from '../../src/kernel/shell/shellRules';
import { loadPluginModules, pluginIdOf } from '../../src/kernel/pluginLoader';
import { OVERLAY_NAMES, isOverlayName, overlaysInSearch } from '../../src/overlays/catalogue';
import { withParams } from '../../src/overlays/useOverlayParams';
import { permissionsFor } from '../../src/kernel/viewPermissions';
import { ContainerModule } from 'inversify';

describe('verification code', () => {
  it.each([
    ['123456', '123456', true, 123456],
    ['012345', '012345', true, 12345],
    ['12345', '12345', false, null],
    ['1234567', '123456', false, null],
    ['12 34 56', '123456', false, null],
    ['abc123', '123', false, null],
    ['', '', false, null],
  ])('%j → field %j, complete %s, sent %s', (input, field, complete, sent) => {
    expect(normalizeCode(input)).toBe(field);
    expect(isCompleteCode(input)).toBe(complete);
    expect(codeToSubmit(input)).toBe(sent);
  });

  it.each([
    ['owner@acme.example', true],
    ['  owner@acme.example ', true],
    ['owner@acme', false],
    ['owner', false],
    ['', false],
  ])('email %j plausible: %s', (email, ok) => expect(isPlausibleEmail(email)).toBe(ok));

  it.each([
    ['+15551230001', true],
    ['(555) 123-0001', true],
    ['123', false],
    ['call me', false],
  ])('phone %j plausible: %s', (phone, ok) => expect(isPlausiblePhone(phone)).toBe(ok));
});

describe('storage', () => {
  it('namespaces keys and keeps the mobile and generic flags on clear', () => {
    const backend = memoryStorage();
    const storage = createStorage(backend);
    storage.set('token', 't');
    storage.set('mobile', 'true');
    storage.set('generic', 'true');
    storage.setJson('account', { id: 1 });
    backend.setItem('RaStoreSwitchboard.contacts.listParams', '{}');
    backend.setItem('unrelated', 'x');
    expect(backend.getItem('switchboard.token')).toBe('t');
    expect(storage.getJson('account')).toEqual({ id: 1 });
    storage.clear(PRESERVED_ON_LOGOUT, ['RaStore']);
    expect(storage.get('token')).toBeNull();
    expect(storage.get('account')).toBeNull();
    expect(storage.get('mobile')).toBe('true');
    expect(storage.get('generic')).toBe('true');
    expect(backend.getItem('RaStoreSwitchboard.contacts.listParams')).toBeNull();
    expect(backend.getItem('unrelated')).toBe('x');
  });

  it('reads unparsable JSON as null', () => {
    const backend = memoryStorage();
    backend.setItem('switchboard.account', '{oops');
    expect(createStorage(backend).getJson('account')).toBeNull();
  });
});

describe('temp session (spec 4.4)', () => {
  const setup = (stored?: string) => {
    const storage = createStorage(memoryStorage());
    if (stored !== undefined) storage.set('tempSession', stored);
    const api = { allocateTempUserSession: vi.fn(async () => ({ id: 'u-1', token: 'tok' })) };
    const reload = vi.fn();
    return { storage, api, reload };
  };

  it('allocates once and stores id and token', async () => {
    const { storage, api, reload } = setup();
    expect(await ensureTempSession(storage, api, reload)).toEqual({ id: 'u-1', token: 'tok' });
    expect(storage.getJson('tempSession')).toEqual({ id: 'u-1', token: 'tok' });
    await ensureTempSession(storage, api, reload);
    expect(api.allocateTempUserSession).toHaveBeenCalledTimes(1);
  });

  it.each([['{broken'], ['{"id":"x"}'], ['null']])('removes unreadable data %j and reloads', async (stored) => {
    const { storage, api, reload } = setup(stored);
    await expect(ensureTempSession(storage, api, reload)).rejects.toThrow('Error fetching temp user session');
    expect(storage.get('tempSession')).toBeNull();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('a failed allocation shows the catalogue message', async () => {
    const { storage, reload } = setup();
    const api = { allocateTempUserSession: vi.fn(async () => Promise.reject(new Error('down'))) };
    vi.spyOn(console, 'error').mockImplementation(() => {});
    await expect(ensureTempSession(storage, api, reload)).rejects.toThrow('Error fetching temp user session');
    expect(storage.get('tempSession')).toBeNull();
  });
});

describe('parseDomainLookup', () => {
  it.each([
    ['a profile', { success: true, domainProfile: { id: 2286, name: 'S' } }, { id: 2286, name: 'S' }],
    ['no match', { success: true, domainProfile: null }, null],
  ])('%s', (_name, response, expected) => expect(parseDomainLookup(response)).toEqual(expected));

  it.each([
    ['unsuccessful', { success: false }],
    ['an id that is not a number', { success: true, domainProfile: { id: '2286' } }],
    ['nothing', null],
  ])('%s raises Invalid domain data', (_name, response) => {
    expect(() => parseDomainLookup(response)).toThrow('Invalid domain data');
  });
});

describe('shell rules', () => {
  it.each([
    ['/settings', false, true, true],
    ['/settings/sip', false, true, true],
    ['/settings', true, true, false],
    ['/settings', false, false, false],
    ['/contacts', false, true, false],
    ['/contacts/settings', false, true, false],
  ])('%s sidebar open %s desktop %s → hidden %s', (path, open, desktop, hidden) => {
    expect(hideSidebarOnSettings(path, open, desktop)).toBe(hidden);
  });

  it('trickles towards 90% without reaching further', () => {
    let p = 10;
    const seen: number[] = [];
    for (let i = 0; i < 40; i++) seen.push((p = trickle(p)));
    expect(seen.every((v, i) => i === 0 || v >= seen[i - 1])).toBe(true);
    expect(Math.max(...seen)).toBe(90);
  });
});

describe('plugin loader', () => {
  const plugin = (id: string) => ({ default: { id, module: new ContainerModule(() => {}) } });
  // the manifest entries asked for: the loader finds each module by its `entry` path
  const entries = (...ids: string[]) => ids.map((id) => ({ id, entry: `src/plugins/${id}/module.ts` }));
  it('derives the id from the glob key', () => expect(pluginIdOf('../plugins/contacts/module.ts')).toBe('contacts'));

  it('imports only enabled plugins, in the order asked, and skips missing ones', async () => {
    const loaders = {
      '../plugins/a/module.ts': vi.fn(async () => plugin('a')),
      '../plugins/b/module.ts': vi.fn(async () => plugin('b')),
      '../plugins/c/module.ts': vi.fn(async () => plugin('c')),
    };
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    const loaded = await loadPluginModules(entries('c', 'ghost', 'a'), loaders);
    expect(loaded.map((m) => m.id)).toEqual(['c', 'a']);
    expect(loaders['../plugins/b/module.ts']).not.toHaveBeenCalled();
  });

  it('refuses a module whose id does not match its folder', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const loaded = await loadPluginModules(entries('a'), { '../plugins/a/module.ts': async () => plugin('b') });
    expect(loaded).toEqual([]);
  });

  it('finds nothing without crashing', async () => {
    expect(await loadPluginModules([], {})).toEqual([]);
  });
});

describe('overlay catalogue', () => {
  it('holds every name of spec 2.3 once, plus the workflow-automation integration', () => {
    expect(new Set(OVERLAY_NAMES).size).toBe(OVERLAY_NAMES.length);
    expect(OVERLAY_NAMES.length).toBe(93); // 89 names listed in spec 2.3 + workflowAutomation + scheduleReport + editRebilling + editPhone
    for (const name of ['accountSearch', 'help', 'settings', 'viewAs', 'editConvoColumns', 'workflowAutomation']) {
      expect(isOverlayName(name)).toBe(true);
    }
    expect(isOverlayName('teleport')).toBe(false);
  });

  it('finds the overlays of a query string', () => {
    expect(overlaysInSearch('?page=2&createContact=true&teleport=1&help')).toEqual(['createContact', 'help']);
  });

  it.each([
    ['', { help: 'true' }, '?help=true'],
    ['?page=2', { createContact: 'true' }, '?page=2&createContact=true'],
    ['?page=2&createContact=true', { createContact: null }, '?page=2'],
    ['?help=true', { help: null }, ''],
  ])('withParams(%j, %j) → %j', (search, changes, expected) => {
    expect(withParams(search, changes)).toBe(expected);
  });
});

describe('permission set of the signed-in user', () => {
  it('an org owner gets every spec permission but inspecting JSON, no partner-level keys; a super admin everything; nobody nothing', () => {
    const owner = permissionsFor({ id: 4, username: 'acme', accountType: 'organization', partnerId: 2, resellerId: 3, organizationId: 4 });
    const notForOwners = ['canInspectJSON', 'canSeePartnerControls', 'canUseSuperAdminTools'];
    for (const key of notForOwners) expect(owner[key as keyof typeof owner]).toBe(false);
    expect(Object.entries(owner).filter(([k]) => !notForOwners.includes(k)).every(([, v]) => v)).toBe(true);
    expect(permissionsFor({ id: 1, username: 'super', accountType: 'partner', partnerId: 1, superAdmin: true }).canInspectJSON).toBe(true);
    expect(Object.values(permissionsFor(null)).some(Boolean)).toBe(false);
  });
  it('restores a stored viewingAs only when the user has the right to it', () => {
    expect(permissionsFor({ id: 4, username: 'acme', accountType: 'organization', partnerId: 2, resellerId: 3, organizationId: 4 }, 'superAdmin').canInspectJSON).toBe(false);
    expect(permissionsFor({ id: 1, username: 'super', accountType: 'partner', partnerId: 1, superAdmin: true }, 'admin').canManageBilling).toBe(false);
  });
  it('reads the reseller and partner settings', () => {
    expect(permissionsFor({ id: 4, username: 'acme', accountType: 'organization', partnerId: 2, resellerId: 3, organizationId: 4 }, undefined, { allowTasks: false }).canViewTasks).toBe(false);
  });
});
