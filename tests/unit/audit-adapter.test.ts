// The audit adapter's mapping of react-admin calls onto GET /api/v2/auditLog, checked against the
// real reference server (in-process, in-memory PGlite, seeded). Entries are made by real
// administrative calls; a pass-through recorder keeps each request so the mapping can be asserted.
import { beforeAll, describe, expect, it } from 'vitest';
import type { DataProvider } from 'react-admin';
import { ApiError, createHttpClient, type HttpClient } from '../../src/adapters/http';
import { recorded } from './recordedClient';
import { auditAdapter, type AuditActions } from '../../src/plugins/audit/api';
import { AUDIT_EXPORT_PATH, exportQuery, type AuditEntry } from '../../src/plugins/audit/rules';
import { serverWith } from '../server/helpers';

const PATH = '/api/v2/auditLog';
const READ_ONLY = 'Audit entries cannot be changed';

const { server, t } = await serverWith(['superAdmin', 'partner', 'reseller', 'acmeOwner']);
const { ids } = server.seeded;
const today = new Date().toISOString().slice(0, 10);
const dayOffset = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

function realClient(token: string | null, targetAccountId: number | null = null): HttpClient {
  return createHttpClient(server.url, () => ({ token, targetAccountId, adminToken: null }));
}

function as(token: string, targetAccountId: number | null = null) {
  const { calls, http } = recorded(realClient(token, targetAccountId));
  // the list's calls (an action filter first asks the declared actions, once)
  const listCalls = () => calls.filter((call) => call.path === PATH);
  return { calls, listCalls, provider: auditAdapter(http) as DataProvider & AuditActions, http };
}

const list = (filter: Record<string, unknown> = {}, page = 1, perPage = 25, order: 'ASC' | 'DESC' = 'DESC') => ({
  pagination: { page, perPage },
  sort: { field: 'at', order },
  filter,
});

async function entriesOf(token: string, filter: Record<string, unknown> = {}): Promise<AuditEntry[]> {
  const { provider } = as(token);
  return (await provider.getList('auditLog', list(filter, 1, 100))).data as AuditEntry[];
}

beforeAll(async () => {
  // Real administrative changes, oldest first: the reseller edits its profile twice, then takes over Acme.
  const reseller3 = realClient(t.reseller);
  await reseller3.request('/api/v2/domainProfile/setting', { method: 'POST', body: { key: 'enableContacts', value: false } });
  await reseller3.request('/api/v2/domainProfile/setting', { method: 'POST', body: { key: 'enableContacts', value: null } });
  await realClient(t.reseller, ids.acmeOwner).request('/api/v2/auditEvent', { method: 'POST', body: { action: 'takeover.started', details: { from: 'test' } } });
}, 60_000);

describe('auditAdapter against the reference server', () => {
  it('getList: page/perPage → page/pageSize, sort on `at` → order; the entries and the total', async () => {
    const { provider, calls } = as(t.reseller);
    const result = await provider.getList('auditLog', list({}, 1, 25));
    expect(calls).toEqual([{ path: PATH, method: 'GET', query: { page: 1, pageSize: 25, order: 'desc' } }]);
    expect(result.total).toBe(3);
    const [takeover, unset, off] = result.data as AuditEntry[];
    expect(takeover).toMatchObject({
      action: 'takeover.started',
      actionLabel: 'Takeover started',
      actorId: ids.reseller,
      actorUsername: 'northwind',
      actingAsId: ids.acmeOwner,
      targetAccountId: ids.acmeOwner,
      targetName: 'Acme',
      after: { from: 'test' },
    });
    expect(off).toMatchObject({
      action: 'domainProfile.changed',
      actorId: ids.reseller,
      actingAsId: null,
      targetAccountId: ids.reseller,
      before: { enableContacts: null },
      after: { enableContacts: false },
    });
    expect(unset).toMatchObject({ before: { enableContacts: false }, after: { enableContacts: null } });
    expect(Date.parse(takeover.at)).toBeGreaterThanOrEqual(Date.parse(off.at));
  });

  it('getList: pages of one, and ascending order reverses the log', async () => {
    const { provider, calls } = as(t.reseller);
    const second = await provider.getList('auditLog', list({}, 2, 1));
    expect(calls[0].query).toEqual({ page: 2, pageSize: 1, order: 'desc' });
    expect(second.total).toBe(3);
    expect((second.data as AuditEntry[]).map((e) => e.after)).toEqual([{ enableContacts: null }]);
    const ascending = await provider.getList('auditLog', list({}, 1, 25, 'ASC'));
    const descending = await provider.getList('auditLog', list({}, 1, 25, 'DESC'));
    expect(ascending.data.map((e) => e.id)).toEqual(descending.data.map((e) => e.id).reverse());
  });

  it('getList: the action, target, actor, search and date filters reach the server', async () => {
    const { provider, listCalls } = as(t.reseller);
    const byAction = await provider.getList('auditLog', list({ action: 'takeover.started' }));
    expect(listCalls()[0].query).toMatchObject({ action: 'takeover.started' });
    expect(byAction.data.map((e) => e.action)).toEqual(['takeover.started']);

    const byTarget = await provider.getList('auditLog', list({ targetAccountId: String(ids.reseller) }));
    expect(listCalls()[1].query).toMatchObject({ targetId: ids.reseller });
    expect(byTarget.total).toBe(2);
    expect(byTarget.data.every((e) => e.targetAccountId === ids.reseller)).toBe(true);

    expect((await provider.getList('auditLog', list({ actorId: ids.reseller }))).total).toBe(3);
    expect((await provider.getList('auditLog', list({ actorId: ids.partner }))).total).toBe(0);
    expect((await provider.getList('auditLog', list({ q: 'acme' }))).data.map((e) => e.targetName)).toEqual(['Acme']);
    expect((await provider.getList('auditLog', list({ from: today, to: today }))).total).toBe(3);
    expect((await provider.getList('auditLog', list({ from: dayOffset(2) }))).total).toBe(0);
    expect((await provider.getList('auditLog', list({ to: dayOffset(-2) }))).total).toBe(0);
  });

  it('getActions: the action filter offers every action the server declares, with its label, asked once', async () => {
    const { provider, calls } = as(t.reseller);
    const served = await realClient(t.reseller).request<{ actions: { action: string; label: string }[] }>('/api/v2/auditLog/actions');
    const { data } = await provider.getActions('auditLog');
    expect(data).toEqual(served.actions.map(({ action, label }) => ({ id: action, name: label })));
    expect(data).toContainEqual({ id: 'takeover.started', name: 'Takeover started' });
    await provider.getList('auditLog', list({ action: 'takeover.started' }));
    expect(calls.filter((call) => call.path === '/api/v2/auditLog/actions')).toHaveLength(1);
  });

  it('getList: half-typed filters are left out instead of failing the list', async () => {
    const { provider, listCalls } = as(t.reseller);
    const result = await provider.getList('auditLog', list({ actorId: '12a', targetAccountId: '-1', from: '2026-02-30', action: 'nope' }));
    expect(listCalls()[0].query).toEqual({ page: 1, pageSize: 25, order: 'desc' });
    expect(result.total).toBe(3);
  });

  it('the scope is the viewed account: a partner and a super admin see the reseller\'s entries, an org owner is refused', async () => {
    expect((await entriesOf(t.partner)).map((e) => e.action)).toEqual(expect.arrayContaining(['takeover.started', 'domainProfile.changed']));
    expect((await entriesOf(t.superAdmin)).length).toBeGreaterThanOrEqual(3);
    const { provider } = as(t.acmeOwner);
    await expect(provider.getList('auditLog', list())).rejects.toMatchObject({ status: 403, message: 'Forbidden' });
    // a reseller viewing an org under it: an org has no audit log of its own
    await expect(as(t.reseller, ids.acmeOwner).provider.getList('auditLog', list())).rejects.toMatchObject({ status: 403 });
  });

  it('getOne finds an entry in the list; an unknown id is an error', async () => {
    const [newest] = await entriesOf(t.reseller);
    const { provider, calls } = as(t.reseller);
    expect((await provider.getOne('auditLog', { id: newest.id })).data).toEqual(newest);
    expect(calls[0]).toEqual({ path: PATH, method: 'GET', query: { page: 1, pageSize: 100, order: 'desc' } });
    await expect(provider.getOne('auditLog', { id: 999_999 })).rejects.toMatchObject({ status: 404, message: 'Audit entry not found' });
  });

  it('getMany returns the entries found, in the order asked', async () => {
    const entries = await entriesOf(t.reseller);
    const { provider } = as(t.reseller);
    const asked = [entries[2].id, 999_999, entries[0].id];
    expect((await provider.getMany('auditLog', { ids: asked })).data.map((e) => e.id)).toEqual([entries[2].id, entries[0].id]);
  });

  it('getManyReference filters on the reference field', async () => {
    const { provider } = as(t.reseller);
    const result = await provider.getManyReference('auditLog', {
      target: 'targetAccountId',
      id: ids.acmeOwner,
      pagination: { page: 1, perPage: 25 },
      sort: { field: 'at', order: 'DESC' },
      filter: {},
    });
    expect(result.data.map((e) => e.targetName)).toEqual(['Acme']);
  });

  it('entries cannot be created, changed or deleted; the log is unchanged afterwards', async () => {
    const before = await entriesOf(t.reseller);
    const { provider, calls } = as(t.reseller);
    const id = before[0].id;
    const attempts = [
      provider.create('auditLog', { data: { action: 'account.deleted' } }),
      provider.update('auditLog', { id, data: { action: 'account.deleted' }, previousData: before[0] }),
      provider.updateMany('auditLog', { ids: [id], data: {} }),
      provider.delete('auditLog', { id, previousData: before[0] }),
      provider.deleteMany('auditLog', { ids: [id] }),
    ];
    for (const attempt of attempts) await expect(attempt).rejects.toMatchObject({ status: 405, message: READ_ONLY });
    expect(calls).toEqual([]); // nothing was even sent
    expect(await entriesOf(t.reseller)).toEqual(before);
  });

  it('the export link carries the token, the scope and the filters, and downloads the filtered CSV', async () => {
    const { http, provider } = as(t.reseller);
    const known = new Set((await provider.getActions('auditLog')).data.map((choice) => choice.id));
    const url = new URL(http.url(AUDIT_EXPORT_PATH, { query: exportQuery({ action: 'domainProfile.changed', targetAccountId: ids.reseller }, undefined, known) }));
    expect(url.pathname).toBe(AUDIT_EXPORT_PATH);
    expect(url.searchParams.get('token')).toBe(t.reseller);
    expect(url.searchParams.get('targetId')).toBe(String(ids.reseller));
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/csv/);
    const lines = (await response.text()).trim().split(/\r?\n/);
    expect(lines[0]).toMatch(/^at,action,actionLabel,actor/);
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).every((line) => line.includes('domainProfile.changed'))).toBe(true);
  });

  it('a call without a session is refused', async () => {
    const provider = auditAdapter(realClient(null)) as DataProvider;
    const error = await provider.getList('auditLog', list()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 401 });
  });
});
