// Who may schedule reports: owner rights. canDeleteOrg is what an organization's other admins lack
// and its owner and the accounts above it hold; the server checks the same (owner or above) on
// every schedule and outbox route.
import type { AccessCheck } from '@kernel/sdk';

export const canScheduleReports: AccessCheck = (p) => p.canEditOrg && p.canDeleteOrg;
