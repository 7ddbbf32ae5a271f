// What a staging save writes (POST /api/v2/campaign), decided on the locked row: the full editor
// merges the sent fields into staging; without `canUseFullEditor` only voice, timezone and
// language may differ; a template-mode agent renders its template with the sent field values and
// is published directly (spec 1 §4.1). Every refusal is a 400/403 naming the field.
import { z } from 'zod';
import type { PermissionSet } from '../../src/shared/permissionKeys';
import type { Db } from '../db/store';
import { fail } from '../http';
import { assertOwnKnowledgeBases } from '../kb/retrievalScope';
import { canonicalJson } from './canonical';
import { catalogueProblem, type CatalogueApp } from './catalogue';
import { stagingOf, type CampaignChange, type CampaignRow } from './campaigns';
import { FOLLOWS_TEMPLATE, FULL_EDITOR_ONLY, NOT_A_TEMPLATE_AGENT, PLEASE_ENTER_PROMPT, TEMPLATE_NOT_FOUND } from './messages';
import { completePayload, partialPayload, PAYLOAD_KEYS, payloadProblem, type CampaignPayload, type PartialPayload } from './payload';
import { renderTemplate } from './renderTemplate';
import { resolveValues, templateValues, type TemplateValues } from './templateFields';
import { fieldsOf, findTemplate, sourceOf } from './templates';

export const saveBody = partialPayload.extend({
  // The console always sends it (409 when stale); spec document 2 does not name it, so a save
  // without it is accepted, last write wins, and audited (agentsCampaigns.ts).
  baseRevision: z.number('Expected the revision the edit started from').int().min(0).optional(),
  inspector: z.boolean().optional(),
  templateValues: templateValues.optional(),
});
export type SaveBody = z.output<typeof saveBody>;

/** Fields a caller without the full editor may still change (issue 9 point 1). */
const OPEN_FIELDS = new Set<string>(['voice', 'timezone', 'language', 'published', 'knowledgeBaseIds']);

/** 400 unless the payload is complete and consistent: prompt, cross-field rules, catalogue. */
export function assertValidPayload(payload: CampaignPayload, catalogue: readonly CatalogueApp[]): void {
  if (!payload.agentInstructions.trim()) fail(400, `agentInstructions: ${PLEASE_ENTER_PROMPT}`);
  const problem = payloadProblem(payload) ?? catalogueProblem(payload, catalogue);
  if (problem) fail(400, problem);
}

const sentPayload = (body: SaveBody): PartialPayload =>
  Object.fromEntries(PAYLOAD_KEYS.filter((k) => body[k] !== undefined).map((k) => [k, body[k]])) as PartialPayload;

export async function saveDecision(
  db: Db,
  current: CampaignRow,
  body: SaveBody,
  permissions: PermissionSet,
  catalogue: readonly CatalogueApp[],
): Promise<CampaignChange> {
  const staging = stagingOf(current);
  const sent = sentPayload(body);
  if (current.mode === 'TEMPLATE' && current.templateId) {
    const locked = Object.keys(sent).find((k) => !OPEN_FIELDS.has(k));
    if (locked) fail(400, `${locked}: ${FOLLOWS_TEMPLATE}`);
    const template = await findTemplate(db, current.templateId);
    if (!template) fail(404, TEMPLATE_NOT_FOUND);
    const resolved = resolveValues(fieldsOf(template), { ...(current.templateValues as TemplateValues), ...body.templateValues });
    if ('problem' in resolved) fail(400, resolved.problem);
    const payload = renderTemplate(sourceOf(template), resolved.values, {
      voice: sent.voice ?? staging.voice,
      timezone: sent.timezone ?? staging.timezone,
      language: sent.language ?? staging.language,
      knowledgeBaseIds: sent.knowledgeBaseIds ?? staging.knowledgeBaseIds,
    });
    assertValidPayload(payload, catalogue);
    if (sent.knowledgeBaseIds) await assertOwnKnowledgeBases(db, current.organizationId, sent.knowledgeBaseIds, 'knowledgeBaseIds', staging.knowledgeBaseIds);
    return { staging: payload, production: payload, templateValues: resolved.values, published: true };
  }
  if (body.templateValues !== undefined) fail(400, `templateValues: ${NOT_A_TEMPLATE_AGENT}`);
  if (!permissions.canUseFullEditor) {
    const changed = Object.keys(sent).find(
      (k) => !OPEN_FIELDS.has(k) && canonicalJson(sent[k as keyof PartialPayload]) !== canonicalJson(staging[k as keyof CampaignPayload]),
    );
    if (changed) fail(403, `${changed}: ${FULL_EDITOR_ONLY}`);
  }
  const payload = completePayload(staging, sent);
  assertValidPayload(payload, catalogue);
  if (sent.knowledgeBaseIds) await assertOwnKnowledgeBases(db, current.organizationId, sent.knowledgeBaseIds, 'knowledgeBaseIds', staging.knowledgeBaseIds);
  return { staging: payload };
}
