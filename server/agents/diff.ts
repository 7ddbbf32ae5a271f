// Field-by-field differences of two campaign payloads (migrate's dry run shows one per agent).
import { canonicalJson } from './canonical';
import { PAYLOAD_KEYS, type CampaignPayload } from './payload';

export interface FieldChange {
  field: string;
  before: unknown;
  after: unknown;
}

export function payloadDiff(before: Partial<CampaignPayload> | null, after: CampaignPayload): FieldChange[] {
  return PAYLOAD_KEYS.filter((k) => k !== 'published' && canonicalJson(before?.[k] ?? null) !== canonicalJson(after[k])).map((field) => ({
    field,
    before: before?.[field] ?? null,
    after: after[field],
  }));
}
