// The onboarding resource: no screen of its own, it carries the wizard's and the walkthrough's calls
// as data-provider methods (resource name first): the account's onboarding and walkthrough settings
// (GET /api/v2/onboarding, POST /api/v1/accountSetting), the templates offered, the voices, creating
// the agent (createAgentFromTemplate, or an agent account and its campaign from scratch), the
// numbers API (search and assign) and a test call on the demo
// carrier. A create or assign carries the Idempotency-Key the step keeps, so a retry makes one agent.
import type { DataProvider } from 'react-admin';
import type { HttpClient } from '../../../adapters/http';
import type { SiteFacts } from '../rules/sitePrefill';
import type { OnboardingTemplate } from '../rules/template';

export const ONBOARDING_PATH = '/api/v2/onboarding';
export const SETTING_PATH = '/api/v1/accountSetting';
export const TEMPLATES_PATH = '/api/v2/templates';
export const TEST_CALL_PATH = '/dev/carrier/call';

type Raw = Record<string, any>;
const keyed = (key: string | undefined) => (key ? { headers: { 'Idempotency-Key': key } } : {});

/** GET /api/v2/onboarding: what the wizard resumes from and the walkthrough reads. */
export interface AccountFacts {
  onboarding: unknown;
  walkthrough: unknown;
  hasPhoneNumber: boolean;
  onboardingComplete: boolean;
  /** the account's creation, unix seconds */
  timestamp: number | null;
  /** the organization id the wizard creates agents in */
  orgId: number;
}

export interface Voice {
  id: string;
  name: string;
  language?: string;
  gender?: string;
  description?: string;
}

export interface OfferedNumber {
  number: string;
  locality: string | null;
  region: string | null;
}

export interface AgentSummary {
  id: number;
  agentName: string;
  agentInstructions: string;
  voice: string | null;
  timezone: string | null;
}

export interface TestCall {
  carrier: string;
  transcript: { role: string; text: string }[];
}

export interface OnboardingActions {
  getAccountFacts(resource: string): Promise<{ data: AccountFacts }>;
  /** the organization searchable as onboarded (spec 1 §3 Organization: onboardingComplete) */
  markOnboarded(resource: string): Promise<{ data: null }>;
  saveSetting(resource: string, params: { key: string; value: unknown }): Promise<{ data: Record<string, unknown> }>;
  listTemplates(resource: string): Promise<{ data: OnboardingTemplate[] }>;
  /** spec 2 §8: a template that cannot be fetched in onboarding is null */
  getTemplate(resource: string, params: { id: string }): Promise<{ data: OnboardingTemplate | null }>;
  listVoices(resource: string): Promise<{ data: { defaultVoiceId: string; voices: Voice[] } }>;
  createFromTemplate(
    resource: string,
    params: { orgId: number; templateId: string; templateFields: { key: string; value?: unknown }[]; voice?: string; timezone?: string; key: string },
  ): Promise<{ data: { agentId: number } }>;
  createFromScratch(resource: string, params: { orgId: number; name: string; agentInstructions: string; key: string }): Promise<{ data: { agentId: number } }>;
  saveAgentSettings(resource: string, params: { agentId: number; voice?: string; timezone?: string }): Promise<{ data: AgentSummary }>;
  getAgent(resource: string, params: { agentId: number }): Promise<{ data: AgentSummary }>;
  searchNumbers(resource: string, params: { prefix: string }): Promise<{ data: OfferedNumber[] }>;
  assignNumber(resource: string, params: { number: string; agentId: number; key: string }): Promise<{ data: { number: string } }>;
  testCall(resource: string, params: { from: string; to: string; turns: string[] }): Promise<{ data: TestCall }>;
  /** build from your website: the facts the server read from the page */
  readSite(resource: string, params: { url: string }): Promise<{ data: SiteReading }>;
}

export interface SiteReading {
  url: string;
  title: string;
  facts: SiteFacts;
  confirm: string[];
  model: string;
}

function agentSummary(campaign: Raw): AgentSummary {
  const staging = campaign.staging ?? {};
  return {
    id: campaign.agentId,
    agentName: String(campaign.agentName ?? ''),
    agentInstructions: String(staging.agentInstructions ?? ''),
    voice: staging.voice ?? null,
    timezone: staging.timezone ?? null,
  };
}

export function onboardingActions(http: HttpClient): OnboardingActions {
  return {
    async getAccountFacts() {
      const reply = await http.request<Raw>(ONBOARDING_PATH);
      return {
        data: {
          onboarding: reply.onboarding ?? null,
          walkthrough: reply.walkthrough ?? null,
          hasPhoneNumber: reply.hasPhoneNumber === true,
          onboardingComplete: reply.onboardingComplete === true,
          timestamp: typeof reply.timestamp === 'number' ? reply.timestamp : null,
          orgId: reply.organizationId,
        },
      };
    },
    async markOnboarded() {
      await http.request(`${ONBOARDING_PATH}/complete`, { method: 'POST', body: {} });
      return { data: null };
    },
    async saveSetting(_r, { key, value }) {
      const reply = await http.request<{ settings?: Record<string, unknown> }>(SETTING_PATH, { method: 'POST', body: { key, value } });
      return { data: reply.settings ?? {} };
    },
    async listTemplates() {
      const reply = await http.request<{ templates?: OnboardingTemplate[] }>(TEMPLATES_PATH);
      return { data: reply.templates ?? [] };
    },
    async getTemplate(_r, { id }) {
      try {
        const reply = await http.request<{ template?: OnboardingTemplate }>(`${TEMPLATES_PATH}/${encodeURIComponent(id)}`);
        return { data: reply.template ?? null };
      } catch {
        return { data: null };
      }
    },
    async listVoices() {
      const reply = await http.request<{ defaultVoiceId: string; voices?: Voice[] }>('/api/v2/agent/voices');
      return { data: { defaultVoiceId: reply.defaultVoiceId, voices: reply.voices ?? [] } };
    },
    async createFromTemplate(_r, { orgId, key, ...body }) {
      const reply = await http.request<{ account: Raw }>('/api/v2/createAgentFromTemplate', {
        method: 'POST',
        query: { targetAccountId: orgId },
        body,
        ...keyed(key),
      });
      return { data: { agentId: reply.account.id } };
    },
    async createFromScratch(_r, { orgId, name, agentInstructions, key }) {
      const created = await http.request<{ account: Raw }>('/api/v2/createAccount', {
        method: 'POST',
        query: { targetAccountId: orgId },
        body: { name },
        ...keyed(`${key}-account`),
      });
      const agentId = created.account.id as number;
      await http.request('/api/v2/campaign', { method: 'POST', query: { targetAccountId: agentId }, body: { agentInstructions }, ...keyed(`${key}-campaign`) });
      // callers reach the production payload: the new agent answers from now on
      await http.request('/api/v2/agent/publish', { method: 'POST', query: { targetAccountId: agentId }, body: {}, ...keyed(`${key}-publish`) });
      return { data: { agentId } };
    },
    async saveAgentSettings(_r, { agentId, voice, timezone }) {
      const reply = await http.request<{ campaign: Raw }>('/api/v2/campaign', {
        method: 'POST',
        query: { targetAccountId: agentId },
        body: { ...(voice ? { voice } : {}), ...(timezone ? { timezone } : {}) },
      });
      if (reply.campaign.mode === 'TEMPLATE') return { data: agentSummary(reply.campaign) };
      // a full agent's save lands in staging: publish it so calls hear the new voice
      const published = await http.request<{ campaign: Raw }>('/api/v2/agent/publish', { method: 'POST', query: { targetAccountId: agentId }, body: {} });
      return { data: agentSummary(published.campaign) };
    },
    async getAgent(_r, { agentId }) {
      const reply = await http.request<{ campaign: Raw }>('/api/v2/campaigns', { query: { targetAccountId: agentId } });
      return { data: agentSummary(reply.campaign) };
    },
    async searchNumbers(_r, { prefix }) {
      const reply = await http.request<{ numbers?: OfferedNumber[] }>('/api/v2/phoneNumber/search/local/prefix', { method: 'POST', body: { prefix, country: 'US' } });
      return { data: reply.numbers ?? [] };
    },
    async assignNumber(_r, { number, agentId, key }) {
      const reply = await http.request<{ phoneNumber: { number: string } }>('/api/v2/phoneNumber/assign', {
        method: 'POST',
        query: { targetAccountId: agentId },
        body: { number, country: 'US' },
        ...keyed(key),
      });
      return { data: { number: reply.phoneNumber.number } };
    },
    async testCall(_r, { from, to, turns }) {
      const reply = await http.request<{ carrier: string; transcript?: { role: string; text: string }[] }>(TEST_CALL_PATH, {
        method: 'POST',
        anonymous: true,
        body: { from, to, turns },
      });
      return { data: { carrier: reply.carrier, transcript: reply.transcript ?? [] } };
    },
    async readSite(_r, { url }) {
      const reply = await http.request<SiteReading>(`${ONBOARDING_PATH}/siteFacts`, { method: 'POST', body: { url } });
      return { data: { url: reply.url, title: reply.title, facts: reply.facts ?? {}, confirm: reply.confirm ?? [], model: reply.model } };
    },
  };
}

/** The resource has no list or record: only its actions. */
export function onboardingAdapter(http: HttpClient): Partial<DataProvider> & OnboardingActions {
  return onboardingActions(http);
}
