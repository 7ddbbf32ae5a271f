// The calls of spec document 2 §7 the server does not implement yet, by group, with the reason. With
// specCalls.ts this is §7's whole call list; spec-contract.test.ts checks that each of these is still
// absent (404), so implementing one fails until its row moves to specCalls.ts with the spec's fields.
// Not network calls, so not listed: the public pay-link pages and the native bridge messages (§7 Other).

export interface PendingGroup {
  reason: string;
  calls: string[];
}

export const PENDING_CALLS: PendingGroup[] = [];
