// Shared by the agents component tests: the plugin's adapter over the real server (to arrange and
// check what a screen did) and an agents screen as the console mounts it for a persona.
import type { ReactNode } from 'react';
import { vi } from 'vitest';
import { AUTOSAVE_QUIET_MS } from '../../src/plugins/agents/constants';
import { agentsAdapter } from '../../src/plugins/agents/api/agentsAdapter';
import type { CampaignState } from '../../src/plugins/agents/api/types';
import agents from '../../src/plugins/agents/module';
import { accountView, httpClient } from './kernelHarness';
import { apiUrl, renderPlugin, tokenFor } from './renderPlugin';

export const FULL_EDITOR_OWNER = 'owner@harbordental.example';
export const TEMPLATE_MODE_OWNER = 'owner@acme.example';

/** The adapter as `email` (viewing their own organization). */
export async function realAgents(email: string) {
  const token = await tokenFor(email);
  const { account } = await accountView(httpClient(apiUrl(), token));
  const orgId = Number(account.organizationId ?? account.id);
  return { orgId, api: agentsAdapter(httpClient(apiUrl(), token, orgId)) };
}

/** The campaign of `email`'s agent called `name`. */
export async function agentNamed(email: string, name: string): Promise<CampaignState> {
  const { api } = await realAgents(email);
  const { data } = await api.getList!('agents', { pagination: { page: 1, perPage: 100 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
  const row = data.find((r) => r.agentName === name);
  if (!row) throw new Error(`no agent ${name} for ${email}`);
  return (await api.getOne!('agents', { id: row.id })).data as CampaignState;
}

export const renderAgents = (ui: ReactNode, options: { persona: string; path?: string; overlays?: boolean }) =>
  renderPlugin(agents, { path: '/', overlays: true, ...options, ui });

/** A new agent account (no campaign saved yet) of `email`'s organization: its id. */
export async function newAgentAccount(email: string, name: string): Promise<number> {
  const { orgId } = await realAgents(email);
  const created = await httpClient(apiUrl(), await tokenFor(email), orgId).request<{ account: { id: number } }>('/api/v2/createAccount', { method: 'POST', body: { name } });
  return Number(created.account.id);
}

/**
 * A new full agent of `email`'s organization with a copy of the staging of its agent `like` (a
 * test that changes actions or the prompt works on its own agent, not on one others read).
 */
export async function copyOfAgent(email: string, like: string, name: string): Promise<CampaignState> {
  const { api } = await realAgents(email);
  const source = await agentNamed(email, like);
  const id = await newAgentAccount(email, name);
  const { data } = await api.saveCampaign('agents', { id, campaign: source.staging, baseRevision: 0, mode: 'FULL_AGENT' });
  return data;
}

/**
 * From here on setTimeout runs on the test's clock. It still moves with real time (the server's
 * answers, Testing Library's and user-event's waits, transitions), and `passQuietPeriod` jumps the
 * autosave's quiet period on it instead of sleeping through it (the exact 1500 ms, not before, is
 * checked in tests/unit/agents-controller.test.ts). Only setTimeout/clearTimeout: Date stays real.
 * The test file restores real timers after each test (`afterEach(() => vi.useRealTimers())`).
 */
export function takeTheClock() {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'], shouldAdvanceTime: true, shouldClearNativeTimers: true });
}

export const passQuietPeriod = () => vi.advanceTimersByTimeAsync(AUTOSAVE_QUIET_MS);
