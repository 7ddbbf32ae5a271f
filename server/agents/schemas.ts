// Reply schemas of the agents routes (they document /docs/api; replies are sent as built).
import { z } from 'zod';
import { reply, success } from '../kit/schemas';

export const campaignDoc = reply(
  'Campaign state: campaignId, agentId, agentName, mode, templateId, templateName, templateValues, revision, unpublishedChanges, staging, production, updatedAt, updatedBy, publishedAt',
);
export const oneCampaign = reply('The campaign', { success, campaign: campaignDoc });
export const conflictDoc = reply('Stale baseRevision: nothing written; `current` holds the other side', {
  success: z.literal(false),
  message: z.string(),
  current: reply('revision, staging, production, updatedAt, updatedBy'),
});
export const versionDoc = reply('Version: id, agentId, title, source, createdAt, updatedAt, createdBy, data (with includeData)');
export const templateDoc = reply('Template: id, ownerAccountId, ownerName, name, description, disabled, revision, agentCount, templateFields, templateIntegrations, payload fields, createdAt, updatedAt');
