// The calls of spec document 2 §7 the server does not implement yet, by group, with the reason. With
// specCalls.ts this is §7's whole call list; spec-contract.test.ts checks that each of these is still
// absent (404), so implementing one fails until its row moves to specCalls.ts with the spec's fields.
// Not network calls, so not listed: the public pay-link pages and the native bridge messages (§7 Other).

export interface PendingGroup {
  reason: string;
  calls: string[];
}

export const PENDING_CALLS: PendingGroup[] = [
  {
    reason: 'profile page, picture, username change and phone verification arrive with the profile plugin',
    calls: [
      'POST /api/v1/account/socialLinks', 'POST /api/v1/account/links', 'POST /api/v1/stats/links', 'POST /api/v1/profile/dp',
      'POST /api/v1/updateUsername', 'POST /api/v1/phoneNumber/requestVerificationCode', 'POST /api/v1/phoneNumber/validateVerificationCode',
    ],
  },
  { reason: 'the referral correlator is not served yet', calls: ['POST /api/v1/ipCorrelator'] },
];
