// What a template create or update sends, and the payload checks a template must pass (the same
// as an agent's: a prompt, consistent actions, apps and functions of the catalogue).
import { z } from 'zod';
import type { Db } from '../db/store';
import { loadCatalogue } from './catalogue';
import { UNTITLED_TEMPLATE } from './messages';
import { completePayload, partialPayload, pickPayload, type CampaignPayload } from './payload';
import { assertValidPayload } from './saveCampaign';
import { templateFieldList } from './templateFields';

const name = z.string().trim().min(1, 'Required').max(200, 'At most 200 characters');

const templateExtras = {
  description: z.string().max(2000, 'At most 2000 characters'),
  disabled: z.boolean(),
  templateFields: templateFieldList,
  templateIntegrations: z.array(z.string().trim().min(1).max(64)).max(20, 'At most 20 integrations'),
};

export const createTemplateBody = partialPayload.extend({
  name: name.default(UNTITLED_TEMPLATE),
  ...templateExtras,
  description: templateExtras.description.default(''),
  disabled: templateExtras.disabled.default(false),
  templateFields: templateExtras.templateFields.default([]),
  templateIntegrations: templateExtras.templateIntegrations.default([]),
  fromAgentId: z.union([z.number().int().positive(), z.string().regex(/^\d{1,9}$/, 'Expected an agent account id')]).optional(),
});

export const updateTemplateBody = partialPayload.extend({
  name: name.optional(),
  description: templateExtras.description.optional(),
  disabled: templateExtras.disabled.optional(),
  templateFields: templateExtras.templateFields.optional(),
  templateIntegrations: templateExtras.templateIntegrations.optional(),
  // As for a campaign save: the console sends it (409 when stale); without it last write wins, audited.
  baseRevision: z.number('Expected the revision the edit started from').int().min(0).optional(),
});

/** The template's payload: `base` with the sent payload fields, checked like an agent's. */
export async function templatePayload(db: Db, base: Record<string, unknown>, sent: Record<string, unknown>): Promise<CampaignPayload> {
  const payload = completePayload(pickPayload(base), pickPayload(sent));
  assertValidPayload(payload, await loadCatalogue(db));
  return payload;
}
