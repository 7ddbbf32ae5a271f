// The audit log's actions (beyond the spec: issue 3, point 9) and their labels. The reference server
// writes only these; the audit list shows the labels and filters on the keys.
export const AUDIT_ACTIONS = {
  'account.created': 'Account created',
  'account.updated': 'Account updated',
  'account.deleted': 'Account deleted',
  'account.enabled': 'Account enabled',
  'account.disabled': 'Account disabled',
  'member.invited': 'Member invited',
  'member.deleted': 'Member removed',
  'refund.issued': 'Refund issued',
  'setting.changed': 'Account setting changed',
  'domainProfile.changed': 'Domain profile setting changed',
  'takeover.started': 'Takeover started',
  'takeover.ended': 'Takeover ended',
  'viewAs.switched': 'View switched',
  'adminToken.issued': 'Super-admin token issued',
} as const;

export type AuditAction = keyof typeof AUDIT_ACTIONS;

export const AUDIT_ACTION_KEYS = Object.keys(AUDIT_ACTIONS) as AuditAction[];

/** The actions the console reports itself (POST /api/v2/auditEvent); all others are written by the server. */
export const CLIENT_REPORTED_ACTIONS = ['takeover.started', 'takeover.ended', 'viewAs.switched'] as const satisfies readonly AuditAction[];

export function isAuditAction(value: unknown): value is AuditAction {
  return typeof value === 'string' && Object.hasOwn(AUDIT_ACTIONS, value);
}

/** One entry as GET /api/v2/auditLog returns it (docs/api-contract.md); `at` is ISO. */
export interface AuditEntryShape {
  id: number;
  at: string;
  action: string;
  actionLabel: string;
  actorId: number;
  actorUsername: string;
  actingAsId: number | null;
  targetAccountId: number | null;
  targetName: string | null;
  partnerId: number | null;
  resellerId: number | null;
  organizationId: number | null;
  before: Record<string, unknown> | null;
  after: Record<string, unknown> | null;
}
