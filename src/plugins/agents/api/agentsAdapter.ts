// The `agents` resource: an organization's agents (list) and one agent's campaign (getOne), plus the
// editor's custom actions as data-provider methods (docs/api-contract.md "Agents and templates").
// Every call names the agent as targetAccountId; screens reach them through useDataProvider.
import type { DataProvider } from 'react-admin';
import type { HttpClient } from '../../../adapters/http';
import { restAdapter } from '../../../adapters/restAdapter';
import { DEFAULT_VERSION_SOURCE, DEFAULT_VERSION_TARGET } from '../constants';
import { campaignPayload, normalizeCampaign, type Campaign } from '../rules/campaign';
import { knowledgeActions, type KnowledgeActions } from './knowledgeAdapter';
import type { RunPromptParams } from './runPrompt';
import { scenarioActions, type ScenarioActions } from './scenariosAdapter';
import { suggestionActions, type SuggestionActions } from './suggestionsAdapter';
import type { AgentVersion, CampaignState, CampaignSummary, CatalogueApp, MigrationResult, VoiceCatalogue } from './types';

export const CAMPAIGNS_PATH = '/api/v2/campaigns';
const versionsPath = (id: number) => `/api/v2/agent/${encodeURIComponent(String(id))}/versions`;
const versionPath = (id: number, versionId: string) => `${versionsPath(id)}/${encodeURIComponent(versionId)}`;

type Raw = Record<string, any>;

export function toCampaignState(raw: Raw): CampaignState {
  return {
    ...(raw as CampaignState),
    id: raw.agentId,
    templateValues: raw.templateValues ?? {},
    staging: normalizeCampaign(raw.staging),
    production: raw.production ? normalizeCampaign(raw.production) : null,
  };
}

export interface SaveParams {
  id: number;
  campaign: Campaign;
  baseRevision: number | null;
  mode: CampaignState['mode'];
  inspector?: boolean;
}

/** Template mode sends only what it may change (the server renders and publishes it). */
export function saveBody({ campaign, baseRevision, mode, inspector }: SaveParams): Raw {
  const base = { baseRevision: baseRevision ?? 0 };
  if (mode === 'TEMPLATE') {
    const { templateValues, voice, timezone, language, knowledgeBaseIds } = campaign as Campaign & { templateValues?: unknown };
    return { ...base, templateValues: templateValues ?? {}, voice, timezone, language, ...(knowledgeBaseIds ? { knowledgeBaseIds } : {}) };
  }
  const { templateValues: _t, templateId: _id, ...payload } = campaignPayload(campaign) as Raw;
  return { ...payload, ...base, ...(inspector ? { inspector: true } : {}) };
}

export interface AgentActions {
  saveCampaign(resource: string, params: SaveParams): Promise<{ data: CampaignState }>;
  publishAgent(resource: string, params: { id: number; baseRevision?: number | null; confirmFailingScenarios?: boolean }): Promise<{ data: CampaignState }>;
  revertAgent(resource: string, params: { id: number }): Promise<{ data: CampaignState }>;
  detachAgent(resource: string, params: { id: number }): Promise<{ data: CampaignState }>;
  listVersions(resource: string, params: { id: number }): Promise<{ data: AgentVersion[] }>;
  createVersion(resource: string, params: { id: number; title: string; source?: string }): Promise<{ data: AgentVersion }>;
  renameVersion(resource: string, params: { id: number; versionId: string; title: string }): Promise<{ data: AgentVersion }>;
  replaceVersion(resource: string, params: { id: number; versionId: string; snapshot: string | Campaign }): Promise<{ data: AgentVersion }>;
  restoreVersion(resource: string, params: { id: number; versionId: string; target?: string }): Promise<{ data: CampaignState }>;
  appCatalogue(resource: string, params: { id: number }): Promise<{ data: CatalogueApp[] }>;
  voiceCatalogue(resource: string, params: { id: number }): Promise<{ data: VoiceCatalogue }>;
  runPrompt(resource: string, params: Omit<RunPromptParams, 'agentId'> & { id: number }): Promise<{ data: null }>;
  createAgentFromTemplate(
    resource: string,
    params: { orgId: number; templateId: string; name?: string; templateValues: Record<string, unknown>; voice?: string; timezone?: string; agentId?: number },
  ): Promise<{ data: { account: Raw; campaign: CampaignState } }>;
  migrateTemplate(resource: string, params: { templateId: string; dryRun: boolean; agentIds?: number[] }): Promise<{ data: MigrationResult }>;
}

export function agentActions(http: HttpClient): AgentActions {
  const state = async (path: string, id: number, body: unknown = {}) => {
    const response = await http.request<{ campaign: Raw }>(path, { method: 'POST', query: { targetAccountId: id }, body });
    return { data: toCampaignState(response.campaign) };
  };
  return {
    saveCampaign: (_r, params) => state('/api/v2/campaign', params.id, saveBody(params)),
    publishAgent: (_r, { id, baseRevision, confirmFailingScenarios }) =>
      state('/api/v2/agent/publish', id, { ...(baseRevision == null ? {} : { baseRevision }), ...(confirmFailingScenarios ? { confirmFailingScenarios } : {}) }),
    revertAgent: (_r, { id }) => state('/api/v2/agent/revert', id),
    detachAgent: (_r, { id }) => state('/api/v2/detachAgentFromTemplate', id),
    async listVersions(_r, { id }) {
      const response = await http.request<{ versions: AgentVersion[] }>(versionsPath(id), { query: { includeData: true } });
      return { data: (response.versions ?? []).map((v) => ({ ...v, data: v.data && normalizeCampaign(v.data) })) };
    },
    async createVersion(_r, { id, title, source = DEFAULT_VERSION_SOURCE }) {
      const response = await http.request<{ version: AgentVersion }>(versionsPath(id), { method: 'POST', body: { title, source } });
      return { data: response.version };
    },
    async renameVersion(_r, { id, versionId, title }) {
      const response = await http.request<{ version: AgentVersion }>(`${versionPath(id, versionId)}/title`, { method: 'PUT', body: { title } });
      return { data: response.version };
    },
    async replaceVersion(_r, { id, versionId, snapshot }) {
      const response = await http.request<{ version: AgentVersion }>(versionPath(id, versionId), { method: 'POST', body: { snapshot } });
      return { data: response.version };
    },
    async restoreVersion(_r, { id, versionId, target = DEFAULT_VERSION_TARGET }) {
      const response = await http.request<{ campaign: Raw }>(`${versionPath(id, versionId)}/restore`, { method: 'POST', body: { target } });
      return { data: toCampaignState(response.campaign) };
    },
    async appCatalogue(_r, { id }) {
      const response = await http.request<{ apps: CatalogueApp[] }>('/api/v2/agent/functions', { query: { targetAccountId: id } });
      return { data: response.apps ?? [] };
    },
    async voiceCatalogue(_r, { id }) {
      const response = await http.request<VoiceCatalogue>('/api/v2/agent/voices', { query: { targetAccountId: id } });
      return { data: { defaultVoiceId: response.defaultVoiceId, voices: response.voices ?? [] } };
    },
    async runPrompt(_r, { id, ...params }) {
      try {
        // the stream reader (and its SSE parser) loads with the test chat, not on every signed-in page
        const { runPrompt } = await import('./runPrompt');
        await runPrompt(http, { ...params, agentId: id });
      } catch (error) {
        // the chat was closed or restarted: nothing to report
        if (!params.signal?.aborted) throw error;
      }
      return { data: null };
    },
    async createAgentFromTemplate(_r, { orgId, ...body }) {
      const response = await http.request<{ account: Raw; campaign: Raw }>('/api/v2/createAgentFromTemplate', {
        method: 'POST',
        query: { targetAccountId: orgId },
        body,
      });
      return { data: { account: response.account, campaign: toCampaignState(response.campaign) } };
    },
    async migrateTemplate(_r, { templateId, dryRun, agentIds }) {
      const response = await http.request<MigrationResult>(`/api/v2/templates/${encodeURIComponent(templateId)}/migrate`, {
        method: 'POST',
        body: { dryRun, ...(agentIds ? { agentIds } : {}) },
      });
      return { data: { dryRun: response.dryRun, migrated: response.migrated, accounts: response.accounts ?? [] } };
    },
  };
}

export function agentsAdapter(http: HttpClient): Partial<DataProvider> & AgentActions & ScenarioActions & SuggestionActions & KnowledgeActions {
  const rest = restAdapter(http, {
    path: CAMPAIGNS_PATH,
    list: {
      path: CAMPAIGNS_PATH,
      key: 'campaigns',
      total: 'total',
      totalExact: 'totalExact',
      paging: { style: 'oneBased', maxSize: 100 },
      // meta.orgId: the organization whose agents to list (default: the viewed account)
      query: (params) => ({
        ...(typeof params.filter?.q === 'string' && params.filter.q.trim() ? { q: params.filter.q.trim() } : {}),
        ...(params.meta?.orgId ? { targetAccountId: Number(params.meta.orgId) } : {}),
      }),
    },
    one: {
      read: async (id, signal) => {
        const response = await http.request<{ campaign: Raw }>(CAMPAIGNS_PATH, { query: { targetAccountId: id as number }, signal });
        return toCampaignState(response.campaign) as unknown as Raw;
      },
    },
  });
  const getList: DataProvider['getList'] = async (resource, params) => {
    const result = await rest.getList!(resource, params);
    return { ...result, data: result.data.map((row) => ({ ...row, id: (row as unknown as CampaignSummary).agentId })) };
  };
  return { ...rest, getList, ...agentActions(http), ...scenarioActions(http), ...suggestionActions(http), ...knowledgeActions(http) };
}
