// What ?compareChanges=<value> compares: `<agent id>` (staging against production) or
// `<agent id>~<left>~<right>`, each side `staging`, `production` or `version:<id>`. Pure.
export type CompareSide = 'staging' | 'production' | `version:${string}`;

export interface CompareTarget {
  agentId: number;
  left: CompareSide;
  right: CompareSide;
}

const isSide = (value: string | undefined): value is CompareSide =>
  value === 'staging' || value === 'production' || (!!value && /^version:[A-Za-z0-9-]{1,64}$/.test(value));

/** Spec default: production on the left (what callers hear), staging on the right (what is edited). */
export function parseCompareValue(value: string): CompareTarget | null {
  const [id, left, right] = value.split('~');
  if (!/^\d{1,15}$/.test(id ?? '') || Number(id) <= 0) return null;
  return {
    agentId: Number(id),
    left: isSide(left) ? left : 'production',
    right: isSide(right) ? right : 'staging',
  };
}

export function formatCompareValue({ agentId, left, right }: CompareTarget): string {
  return `${agentId}~${left}~${right}`;
}

export const versionIdOf = (side: CompareSide): string | null => (side.startsWith('version:') ? side.slice('version:'.length) : null);
