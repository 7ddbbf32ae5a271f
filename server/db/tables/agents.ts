// Agents (issue 9): one campaign per agent account (staging and production payloads and the
// revision that guards saves), its saved versions, the templates resellers and partners offer, and
// the catalogue of apps whose functions an agent may call. Rows go with their account (cascade):
// deleting an organization deletes its agent accounts.
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { accounts } from './accounts';

export type Json = Record<string, unknown>;

export const agentCampaigns = pgTable(
  'agent_campaigns',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** The agent account (accounts.id); one campaign each. */
    agentId: integer('agent_id').notNull().unique().references(() => accounts.id, { onDelete: 'cascade' }),
    organizationId: integer('organization_id').notNull(),
    mode: text('mode').$type<'FULL_AGENT' | 'TEMPLATE'>().notNull().default('FULL_AGENT'),
    templateId: uuid('template_id'),
    templateValues: jsonb('template_values').$type<Json>().notNull().default({}),
    staging: jsonb('staging').$type<Json>().notNull(),
    production: jsonb('production').$type<Json | null>(),
    /** Bumped by every write; a save based on another revision is refused (409). */
    revision: integer('revision').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by'),
    publishedAt: timestamp('published_at', { withTimezone: true }),
  },
  (t) => [index('agent_campaigns_org_idx').on(t.organizationId), index('agent_campaigns_template_idx').on(t.templateId)],
);

export const agentVersions = pgTable(
  'agent_versions',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    agentId: integer('agent_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    source: text('source').notNull(),
    data: jsonb('data').$type<Json>().notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_versions_agent_created_idx').on(t.agentId, t.createdAt.desc())],
);

export const agentTemplates = pgTable(
  'agent_templates',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    /** The reseller or partner account offering it. */
    ownerAccountId: integer('owner_account_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    disabled: boolean('disabled').notNull().default(false),
    templateFields: jsonb('template_fields').$type<Json[]>().notNull().default([]),
    templateIntegrations: jsonb('template_integrations').$type<string[]>().notNull().default([]),
    /** The campaign payload with `{key}` placeholders. */
    campaign: jsonb('campaign').$type<Json>().notNull(),
    revision: integer('revision').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_templates_owner_idx').on(t.ownerAccountId)],
);

export const agentApps = pgTable(
  'agent_apps',
  {
    appId: text('app_id').notNull(),
    version: text('version').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull().default(''),
    /** [{name, description, parameters (JSON Schema)}] */
    functions: jsonb('functions').$type<Json[]>().notNull().default([]),
  },
  (t) => [primaryKey({ columns: [t.appId, t.version] })],
);

/** Test scenarios (issue 9 point 10): user turns plus what the agent's answers must show. */
export const agentScenarios = pgTable(
  'agent_scenarios',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    agentId: integer('agent_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    turns: jsonb('turns').$type<string[]>().notNull(),
    expect: jsonb('expect').$type<Json[]>().notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_scenarios_agent_idx').on(t.agentId)],
);

/** One run of all of an agent's scenarios against a campaign revision: pass or fail per version. */
export const agentScenarioRuns = pgTable(
  'agent_scenario_runs',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    agentId: integer('agent_id').notNull().references(() => accounts.id, { onDelete: 'cascade' }),
    revision: integer('revision').notNull(),
    version: text('version').notNull(),
    passed: boolean('passed').notNull(),
    /** [{id, name, passed, failures[]}] */
    results: jsonb('results').$type<Json[]>().notNull(),
    createdBy: integer('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('agent_scenario_runs_agent_created_idx').on(t.agentId, t.createdAt.desc())],
);
