// What the agents routes answer (docs/api-contract.md "Agents and templates").
import type { Campaign } from '../rules/campaign';
import type { TemplateField } from '../rules/templateFields';

export interface Person {
  id: number;
  name: string;
}

/** GET /api/v2/campaigns with an agent as target: the campaign with both payloads. */
export interface CampaignState {
  /** the agent account id (react-admin's record id) */
  id: number;
  campaignId: string;
  agentId: number;
  agentName: string;
  mode: 'FULL_AGENT' | 'TEMPLATE';
  templateId: string | null;
  templateName: string | null;
  templateValues: Record<string, unknown>;
  revision: number;
  unpublishedChanges: boolean;
  staging: Campaign;
  production: Campaign | null;
  updatedAt: number;
  updatedBy?: Person | null;
  publishedAt: number | null;
}

/** One row of an organization's agents (GET /api/v2/campaigns with an org as target). */
export interface CampaignSummary {
  id: number;
  agentId: number;
  agentName: string;
  campaignId: string;
  mode: CampaignState['mode'];
  templateId: string | null;
  templateName: string | null;
  revision: number;
  unpublishedChanges: boolean;
  updatedAt: number;
  publishedAt: number | null;
}

export interface AgentVersion {
  id: string;
  agentId: number;
  title: string;
  source: string;
  createdAt: number;
  updatedAt: number;
  createdBy?: Person | null;
  data?: Campaign;
}

export interface AppFunction {
  name: string;
  description?: string;
}

export interface CatalogueApp {
  appId: string;
  version: string;
  name: string;
  description?: string;
  functions: AppFunction[];
}

export interface Voice {
  id: string;
  name: string;
  language?: string;
  gender?: string;
  description?: string;
}

export interface VoiceCatalogue {
  defaultVoiceId: string;
  voices: Voice[];
}

export interface Template extends Partial<Campaign> {
  id: string;
  ownerAccountId: number;
  ownerName?: string;
  name: string;
  description?: string;
  disabled: boolean;
  revision: number;
  agentCount?: number;
  templateFields: TemplateField[];
  templateIntegrations?: string[];
}

export interface MigrationAccount {
  agentId: number;
  agentName: string;
  organizationId: number;
  orgName: string;
  changed: boolean;
  /** why the apply skips it (its values no longer fit the fields) */
  problem?: string;
  diff: { field: string; before: unknown; after: unknown }[];
}

export interface MigrationResult {
  dryRun: boolean;
  migrated?: number;
  accounts: MigrationAccount[];
}

/** A knowledge-base passage an answer was given (issue 21): what "Sources" lists. */
export interface ChatCitation {
  chunkId: number | string;
  documentId: string;
  url: string;
  title: string;
  score: number;
  snippet: string;
}

/** One event of the runPrompt stream. */
export type PromptEvent =
  | { type: 'citations'; citations: ChatCitation[] }
  | { type: 'provider'; kind: string; label: string; model?: string }
  | { type: 'token'; text: string }
  | { type: 'action'; name: string }
  | { type: 'function'; app: string; name: string; arguments?: unknown }
  | { type: 'transfer'; action?: string; to: string; confirm?: boolean }
  | { type: 'done'; reply: string; finishReason?: string }
  | { type: 'error'; message: string; code?: string };

export interface ChatTurn {
  role: 'user' | 'assistant';
  content: string;
}
