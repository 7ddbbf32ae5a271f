// What the console knows of the audit log's actions: only the ones it reports itself. The actions
// and their labels are declared by the server's areas and served at GET /api/v2/auditLog/actions
// (the audit plugin's filter reads them there).

/** The actions the console reports itself (POST /api/v2/auditEvent); all others are written by the server. */
export const CLIENT_REPORTED_ACTIONS = ['takeover.started', 'takeover.ended', 'viewAs.switched'] as const;

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
