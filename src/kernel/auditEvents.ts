// Events only the console sees (a takeover starting or ending, a view switch) go to the server's
// audit log through POST /api/v2/auditEvent; the server takes the actor from the token and the target
// from targetAccountId. A failed report never blocks the user: it is logged and dropped.
import type { HttpClient } from '../adapters/http';
import type { CLIENT_REPORTED_ACTIONS } from '../shared/auditActions';

export type ClientAuditAction = (typeof CLIENT_REPORTED_ACTIONS)[number];

export async function reportAuditEvent(
  http: HttpClient,
  action: ClientAuditAction,
  details: Record<string, unknown> = {},
  /** the account the event is about, when it is not the current view's target */
  targetAccountId?: number,
): Promise<void> {
  try {
    await http.request('/api/v2/auditEvent', {
      method: 'POST',
      body: { action, details },
      query: targetAccountId === undefined ? undefined : { targetAccountId },
    });
  } catch (error) {
    console.warn('[audit] event not recorded', action, error);
  }
}
