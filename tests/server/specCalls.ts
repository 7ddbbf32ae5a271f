// The calls of spec document 2 §7 the server implements, one row each: who calls, and a request made
// of the spec's own fields only (the call's line in §7, or where §7 shows no body, the entity's
// fields of spec document 1 §3). spec-contract.test.ts sends them; the calls not implemented yet are
// in specPendingCalls.ts, so the two lists together are §7's whole call list.
import type { Caller, Fixtures } from './specFixtures';
import { foreignInvoice } from './lightningKit';
import { newTask } from './tasksFixture';
import { CALENDLY_PAT, JOBNIMBUS_KEY } from './integrationStubs';

type Of<T> = T | ((f: Fixtures) => T | Promise<T>);

export interface SpecCall {
  /** Method and path as §7 writes them. */
  call: string;
  as: Caller;
  /** The concrete path when §7's has placeholders. */
  path?: Of<string>;
  target?: Of<number>;
  query?: Of<Record<string, string>>;
  body?: Of<Record<string, unknown>>;
  /** Super admin calls carry the locally stored admin token (§1). */
  adminToken?: true;
  /** Contact bodies are free fields (spec 1 §3 Contact): no vocabulary check. */
  freeFields?: true;
  /** Form data (§7 "form data") instead of a JSON body. */
  form?: Of<FormData>;
  /** Request headers §7 names (the job tracker's bearer token). */
  headers?: Of<Record<string, string>>;
}

/** A 1×1 transparent PNG. */
export const ONE_PIXEL_PNG = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==', 'base64');

/** `POST /api/v2/tasks/csv`'s form: two people to call in the field `csv`. */
export function taskCsvForm(): FormData {
  const form = new FormData();
  form.append('csv', new Blob(['phone,name\n+14155550123,Ada\n+14155550124,Grace\n'], { type: 'text/csv' }), 'people.csv');
  return form;
}

/** `POST /api/v1/chat/media`'s form: the PNG in the field `file`. */
export function mediaForm(): FormData {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(ONE_PIXEL_PNG)], { type: 'image/png' }), 'dot.png');
  return form;
}

// Spec 2 §7's example campaign payload: agentInstructions, actions, apps (appId, version),
// enabledFunctions, published, confirmTransfers.
const CAMPAIGN = {
  agentInstructions: 'You answer the phone for Blue Harbor Dental and book cleanings.',
  actions: [{ name: 'Book appointment' }],
  apps: [{ appId: 'calendar', version: '1' }],
  enabledFunctions: { 'calendar:1': ['bookAppointment', 'findSlots'] },
  published: false,
  confirmTransfers: false,
};

export const SPEC_CALLS: SpecCall[] = [
  // Accounts. createOrganization and createReseller: §7 names the parent id only; email, name and
  // accountName are the Account's contact details (spec 1 §3) the new owner signs in with.
  { call: 'POST /api/v2/createOrganization', as: 'reseller', query: (f) => ({ targetResellerId: String(f.ids.reseller) }), body: { email: 'org@spec.example', name: 'Olga Org', accountName: 'Spec Org' } },
  { call: 'POST /api/v2/createReseller', as: 'partner', query: (f) => ({ targetPartnerId: String(f.ids.partner) }), body: { email: 'reseller@spec.example', name: 'Rene Reseller', accountName: 'Spec Reseller' } },
  { call: 'POST /api/v2/createAccount', as: 'acmeOwner', body: { email: 'agent@spec.example', name: 'Spec Agent', accountName: 'Spec Agent' } },
  { call: 'DELETE /api/v2/deleteOrganization', as: 'reseller', query: (f) => ({ targetOrganizationId: String(f.spareOrg) }) },
  { call: 'DELETE /api/v2/deleteAccount', as: 'acmeOwner', query: (f) => ({ targetOrganizationId: String(f.orgs.acme) }), body: (f) => ({ targetAccountId: f.spareAgent }) },
  { call: 'POST /api/v1/enableAccount', as: 'superAdmin', adminToken: true, body: (f) => ({ username: f.initrodeUsername }) },
  { call: 'POST /api/v1/disableAccount', as: 'superAdmin', adminToken: true, body: (f) => ({ username: f.generatedOrgUsername, reason: 'Unpaid', details: 'Spec contract' }) },
  { call: 'GET /api/v1/account', as: 'acmeOwner' },
  { call: 'POST /api/v1/account', as: 'acmeOwner', body: { name: 'Ada Owner' } },
  // §7 shows no body; spec 1 §3 names the settings keys (walkthrough.version among them)
  { call: 'POST /api/v1/accountSetting', as: 'acmeOwner', body: { key: 'walkthrough.version', value: 1 } },
  { call: 'POST /api/v2/updateAccount', as: 'acmeOwner', body: { name: 'Ada Owner' } },
  { call: 'POST /api/v2/updateOrganization', as: 'acmeOwner', body: { accountName: 'Acme' } },
  { call: 'GET /api/v2/listOrganizations', as: 'reseller', query: { page: '0', pageSize: '20', pagination: 'true', active: 'true' } },
  { call: 'GET /api/v2/listResellers', as: 'partner' },
  { call: 'GET /api/v2/listAccounts', as: 'reseller', query: (f) => ({ targetOrganizationId: String(f.orgs.acme) }) },
  { call: 'GET /api/v2/searchOrganizations', as: 'reseller', query: { subscribed: 'true', canceled: 'false', onboardingComplete: 'true', productPlanId: 'growth' } },
  { call: 'POST /api/v2/searchAccount', as: 'reseller', body: { phrase: 'acme' } },
  { call: 'POST /api/v2/searchAccount/enhanced', as: 'reseller', body: { phrase: 'acme' } },
  { call: 'GET /api/v1/account/{username}', as: 'public', path: '/api/v1/account/acme' },
  { call: 'GET /api/v2/listAdminUsers', as: 'acmeOwner' },
  { call: 'POST /api/v2/inviteAdminUser', as: 'acmeOwner', body: { email: 'invitee@spec.example', redirectUrl: '/app', isOwner: false } },
  { call: 'DELETE /api/v2/deleteAdminUser', as: 'acmeOwner', body: (f) => ({ targetUserId: f.member }) },
  { call: 'POST /api/v1/mobileCheckIn', as: 'acmeOwner', body: { checkIn: true } },
  { call: 'GET /api/v1/checkIn/{kind}', as: 'acmeOwner', path: '/api/v1/checkIn/mobile' },

  // Agents and templates (the campaign save is the call issue 16 measured refused for baseRevision)
  { call: 'POST /api/v2/detachAgentFromTemplate', as: 'reseller', target: (f) => f.globexAfterHours, body: {} },
  { call: 'GET /api/v2/templates', as: 'reseller', query: { disabled: 'true' } },
  { call: 'GET /api/v2/templates/{id}', as: 'acmeOwner', path: (f) => `/api/v2/templates/${f.afterHoursTemplate}` },
  { call: 'POST /api/v2/templates/{id}', as: 'reseller', path: (f) => `/api/v2/templates/${f.spareTemplate}`, body: { templateFields: [{ key: 'businessName', type: 'text', value: 'Spare Dental' }], templateIntegrations: [] } },
  { call: 'DELETE /api/v2/templates/{id}', as: 'reseller', path: (f) => `/api/v2/templates/${f.spareTemplate}` },
  // spec 1 §3 Template: templateFields, templateIntegrations, actions (with name), apps; a prompt (§5)
  {
    call: 'POST /api/v2/templates/createTemplate',
    as: 'reseller',
    body: {
      templateFields: [{ key: 'businessName', type: 'text', placeholder: 'Acme Dental' }, { key: 'afterHours', type: 'select', options: [{ value: 'voicemail' }, { value: 'transfer' }], value: 'voicemail' }],
      templateIntegrations: ['calendar'],
      agentInstructions: 'You answer for {businessName}.',
      actions: [{ name: 'Book appointment' }],
      apps: [{ appId: 'calendar', version: '1' }],
    },
  },
  { call: 'POST /api/v2/templates/{id}/migrate', as: 'reseller', path: (f) => `/api/v2/templates/${f.afterHoursTemplate}/migrate`, body: { dryRun: true } },
  // spec 1 §3 Onboarding state: templateId and templateFields (each with key and value)
  { call: 'POST /api/v2/createAgentFromTemplate', as: 'acmeOwner', body: (f) => ({ templateId: f.afterHoursTemplate, templateFields: [{ key: 'businessName', value: 'Acme Dental' }] }) },
  { call: 'GET /api/v2/agent/functions', as: 'acmeOwner' },
  { call: 'GET /api/v2/campaigns', as: 'acmeOwner', target: (f) => f.acmeDesk },
  { call: 'POST /api/v2/campaign', as: 'harborOwner', target: (f) => f.reception, body: CAMPAIGN },
  { call: 'POST /api/v2/agent/publish', as: 'harborOwner', target: (f) => f.reception, body: {} },
  { call: 'POST /api/v2/agent/revert', as: 'harborOwner', target: (f) => f.reception, body: {} },
  { call: 'GET /api/v2/agentEventRules/staging', as: 'acmeOwner', target: (f) => f.acmeDesk },
  { call: 'GET /api/v2/agentEventRules/default', as: 'reseller', target: (f) => f.acmeDesk, query: { replaceTemplateVars: 'false' } },
  { call: 'POST /api/v1/agent/runPrompt', as: 'acmeOwner', body: (f) => ({ targetAgent: f.acmeDesk, promptText: 'Can I book a cleaning tomorrow?' }) },
  { call: 'GET /api/v2/agent/{id}/versions', as: 'acmeOwner', path: (f) => `/api/v2/agent/${f.acmeDesk}/versions`, query: { includeData: 'true' } },
  { call: 'POST /api/v2/agent/{id}/versions', as: 'harborOwner', path: (f) => `/api/v2/agent/${f.reception}/versions`, body: { title: 'Spec version', source: 'staging' } },
  { call: 'POST /api/v2/agent/{id}/versions/{versionId}', as: 'harborOwner', path: (f) => `/api/v2/agent/${f.reception}/versions/${f.version}`, body: { snapshot: 'staging' } },
  { call: 'POST /api/v2/agent/{id}/versions/{versionId}/restore', as: 'harborOwner', path: (f) => `/api/v2/agent/${f.reception}/versions/${f.version}/restore`, body: { target: 'staging' } },
  { call: 'PUT /api/v2/agent/{id}/versions/{versionId}/title', as: 'harborOwner', path: (f) => `/api/v2/agent/${f.reception}/versions/${f.version}/title`, body: { title: 'Renamed by spec' } },

  // Authentication (public)
  { call: 'GET /api/v1/allocateTempUserSession', as: 'public' },
  { call: 'GET /api/v1/oneTimeAuth', as: 'public', query: (f) => ({ oneTimeToken: f.oneTimeToken }) },
  { call: 'POST /api/v1/signin/email', as: 'public', body: { email: 'owner@acme.example' } },
  { call: 'POST /api/v1/email/verify', as: 'public', body: async (f) => ({ email: 'owner@acme.example', verificationCode: await f.code('owner@acme.example'), mobile: false }) },
  { call: 'POST /api/v1/signin/phoneNumber', as: 'public', body: (f) => ({ phoneNumber: '+15551230004', tempUserToken: f.tempUserToken }) },
  { call: 'POST /api/v1/signin/phoneNumber/verify', as: 'public', body: async (f) => ({ phoneNumber: '+15551230004', verificationCode: await f.code('+15551230004'), mobile: true }) },
  // Sign-up under Northwind (the reseller's account id, as the domain lookup takes it); the partner's email change
  {
    call: 'POST /api/v1/signup/email',
    as: 'public',
    body: (f) => ({ email: 'newcomer@spec.example', name: 'Nell Newcomer', businessName: 'Spec Bakery', number: '+15551239876', accountId: f.ids.reseller, externalAccountId: 'spec-crm-1', tempUserToken: f.tempUserToken }),
  },
  { call: 'POST /api/v1/email/requestVerificationCode', as: 'partner', body: { email: 'partner-new@spec.example' } },
  { call: 'POST /api/v1/email/validateVerificationCode', as: 'partner', body: async (f) => ({ email: 'partner-moved@spec.example', verificationCode: await f.emailChangeCode('partner-moved@spec.example') }) },

  // Billing: campaign stats (§7 shows no body)
  { call: 'GET /api/v1/stats/campaigns', as: 'acmeOwner' },
  { call: 'POST /api/v1/stats/campaigns', as: 'acmeOwner', body: {} },
  // Billing: plans and usage (Harbor Dental's owner sees billing; Northwind hides it from Acme's)
  { call: 'GET /api/v2/product/productCatalog', as: 'harborOwner' },
  { call: 'GET /api/v2/product/productCatalog/{id}', as: 'harborOwner', path: '/api/v2/product/productCatalog/growth' },
  { call: 'GET /api/v2/product/currentPlan', as: 'harborOwner' },
  { call: 'GET /api/v2/product/offeredPlan', as: 'harborOwner' },
  { call: 'GET /api/v2/product/allAvailablePlans', as: 'harborOwner' },
  { call: 'GET /api/v2/stats/usage', as: 'harborOwner', query: { startDate: '2026-11-01', endDate: '2026-11-30', frequency: 'day', giveCosts: 'true', combineCosts: 'true', billingPeriod: 'false', timeseries: 'true' } },
  { call: 'POST /api/v2/product/subscribe', as: 'harborOwner', body: { productPlanId: 'growth', term: 'month', cancelUrl: '/app/paymentCancel', successUrl: '/app/paymentSuccess' } },
  { call: 'POST /api/v1/getBillingCustomerPortalLink', as: 'harborOwner', body: { redirectUrl: '/app/billing' } },

  // Super admin
  { call: 'POST /internal/issueRefundToUser', as: 'superAdmin', adminToken: true, body: { username: 'acme', usdAmount: 12.5 } },
  { call: 'GET /internal/fetchCallsForReview', as: 'superAdmin', adminToken: true },

  // Contacts
  { call: 'GET /api/v2/contact', as: 'acmeOwner' },
  { call: 'GET /api/v2/contact/{id}', as: 'acmeOwner', path: (f) => `/api/v2/contact/${f.acmeContact}` },
  { call: 'POST /api/v2/contact', as: 'acmeOwner', freeFields: true, body: { firstName: 'Lena', phoneNumber: '+14155550177', source: 'spec' } },
  { call: 'POST /api/v2/contact', as: 'acmeOwner', freeFields: true, body: (f) => ({ id: f.acmeContact, address: { city: 'Oakland' } }) },
  { call: 'DELETE /api/v2/contact', as: 'acmeOwner', body: (f) => ({ id: f.spareContact }) },

  // The inbox (issue 19): the room and message are specFixtures' acmeRoom; a reaction names the
  // message by its uuid and the emoji as the room's `reaction` (spec 1 §3 Conversation or room)
  { call: 'GET /api/v1/conversations', as: 'acmeOwner', query: { page: '0', pageSize: '20', unread: 'true' } },
  { call: 'GET /api/v1/agentConversations', as: 'acmeOwner', query: { page: '0', pageSize: '20' } },
  { call: 'GET /api/v1/conversations/{roomId}', as: 'acmeOwner', path: (f) => `/api/v1/conversations/${f.acmeRoom}` },
  { call: 'GET /api/v1/agentConversations/{id}', as: 'acmeOwner', path: (f) => `/api/v1/agentConversations/${f.acmeRoom}` },
  { call: 'GET /api/v1/conversations/{roomId}/aiAgentEnabled', as: 'acmeOwner', path: (f) => `/api/v1/conversations/${f.acmeRoom}/aiAgentEnabled` },
  { call: 'POST /api/v1/conversations/{roomId}/aiAgentEnabled', as: 'acmeOwner', path: (f) => `/api/v1/conversations/${f.acmeRoom}/aiAgentEnabled`, body: { aiAgentEnabled: true } },
  { call: 'POST /api/v1/closeConversation', as: 'acmeOwner', body: (f) => ({ roomId: f.acmeRoom }) },
  { call: 'POST /api/v1/unarchiveConversation', as: 'acmeOwner', body: (f) => ({ roomId: f.acmeRoom }) },
  { call: 'GET /api/v1/block/{id}', as: 'acmeOwner', path: (f) => `/api/v1/block/${f.acmeRoom}`, query: { both: 'true' } },
  { call: 'POST /api/v1/block', as: 'acmeOwner', body: { targetUsername: '+14155550188' } },
  { call: 'POST /api/v1/rateConvo', as: 'acmeOwner', body: (f) => ({ roomId: f.acmeRoom, rating: 5 }) },
  { call: 'POST /api/v1/reaction', as: 'acmeOwner', body: (f) => ({ roomId: f.acmeRoom, uuid: f.acmeMessage, reaction: '👍' }) },
  { call: 'DELETE /api/v1/reaction', as: 'acmeOwner', body: (f) => ({ roomId: f.acmeRoom, uuid: f.acmeMessage, reaction: '👍' }) },
  { call: 'POST /api/v1/chat/media', as: 'acmeOwner', form: () => mediaForm() },
  // Webhooks (a loopback receiver is allowed in demo mode; deleted by the url it was created with)
  { call: 'GET /api/v2/webhooks', as: 'acmeOwner' },
  { call: 'POST /api/v2/webhooks', as: 'acmeOwner', body: { url: 'http://127.0.0.1:9/spec', label: 'Spec', type: 'conversation' } },
  { call: 'DELETE /api/v2/webhooks', as: 'acmeOwner', body: { url: 'http://127.0.0.1:9/spec' } },
  // API tokens (issue 21): the spare one of specFixtures is revoked by its value, as §7's `token`
  { call: 'GET /api/v2/tokens', as: 'acmeOwner' },
  { call: 'POST /api/v2/tokens', as: 'acmeOwner', body: { description: 'Spec', type: 'read' } },
  { call: 'DELETE /api/v2/tokens', as: 'acmeOwner', body: (f) => ({ token: f.spareApiToken }) },

  // SIP trunking (issue 21 point 2): Acme's trunk
  { call: 'POST /api/v2/sip/ipWhitelist', as: 'acmeOwner', body: { ip: '203.0.113.0/24', label: 'Office PBX' } },
  { call: 'DELETE /api/v2/sip/ipWhitelist', as: 'acmeOwner', body: { ip: '203.0.113.0/24' } },
  { call: 'POST /api/v2/sip/outboundRoutes', as: 'acmeOwner', body: { route: 'sip:pbx@sip.acme.example:5060' } },
  { call: 'DELETE /api/v2/sip/outboundRoutes', as: 'acmeOwner', body: { route: 'sip:pbx@sip.acme.example:5060' } },
  // the spec names a registration without its fields (spec 1 §3); server, username, password are issue 21's
  { call: 'POST /api/v2/sip/registration', as: 'acmeOwner', freeFields: true, body: { server: 'sip.acme.example', username: 'acme', password: 'spec-secret' } },
  { call: 'GET /api/v2/sip/registration', as: 'acmeOwner' },
  { call: 'DELETE /api/v2/sip/registration', as: 'acmeOwner' },
  { call: 'GET /api/v2/sip/captures', as: 'acmeOwner' },

  // Task lists (issue 20): Acme's draft campaigns of specFixtures; the create and update bodies are ours
  { call: 'GET /api/v2/tasks', as: 'acmeOwner', query: { limit: '10', offset: '0', sort: 'createdAt', order: 'desc', state: 'draft' } },
  { call: 'POST /api/v2/tasks', as: 'acmeOwner', freeFields: true, body: (f) => newTask({ agentId: f.acmeDesk, fromNumber: f.acmeSmsNumber }) },
  { call: 'GET /api/v2/tasks/{id}', as: 'acmeOwner', path: (f) => `/api/v2/tasks/${f.acmeTask}` },
  { call: 'POST /api/v2/tasks/{id}', as: 'acmeOwner', freeFields: true, path: (f) => `/api/v2/tasks/${f.acmeTask}`, body: { concurrency: 3 } },
  { call: 'DELETE /api/v2/tasks/{id}', as: 'acmeOwner', path: (f) => `/api/v2/tasks/${f.spareTask}` },
  { call: 'GET /api/v2/tasks/stats', as: 'acmeOwner' },
  { call: 'POST /api/v2/tasks/csv', as: 'acmeOwner', form: () => taskCsvForm() },
  { call: 'GET /api/v2/tasks/limits', as: 'acmeOwner' },
  { call: 'POST /api/v2/tasks/limits', as: 'acmeOwner', freeFields: true, body: { maxConcurrentCalls: 10, reservedInboundLines: 1 } },

  // Conversations and logs (§5: the conversation log fetch needs accountId, roomId, uuid and a token)
  { call: 'GET /api/v2/conversation/{roomId}/{uuid}', as: 'acmeOwner', path: (f) => `/api/v2/conversation/${f.acmeCall.roomId}/${f.acmeCall.uuid}`, query: (f) => ({ accountId: String(f.acmeCall.accountId) }) },
  { call: 'GET /api/v2/logs', as: 'acmeOwner', query: { fields: 'timestamp,direction,duration', page: '1', pageSize: '100', format: 'json', direction__eq: 'inbound' } },

  // Phone numbers: assign gives the number to targetAccountId (an agent, whose vidaPhoneNumber it becomes)
  { call: 'POST /api/v2/phoneNumber/search/local/prefix', as: 'acmeOwner', body: { prefix: '415', country: 'US', strict: false } },
  { call: 'POST /api/v2/phoneNumber/search/local/locality', as: 'acmeOwner', body: { city: 'San Francisco', region: 'CA', country: 'US' } },
  { call: 'POST /api/v2/phoneNumber/search/local/phrase', as: 'acmeOwner', body: { phrase: 'CAKE', city: 'San Francisco', region: 'CA', country: 'US' } },
  { call: 'POST /api/v2/phoneNumber/assign', as: 'acmeOwner', target: (f) => f.acmeDesk, body: async (f) => ({ number: await f.offeredNumber('415'), country: 'US' }) },
  { call: 'POST /api/v2/phoneNumber/byo/assign', as: 'acmeOwner', body: { number: '+13125550150' } },

  // Call forwarding: a test call to the cell (phoneNumber) that forwards to the agent's number, given above
  { call: 'POST /api/v1/verifyCellForwarding', as: 'acmeOwner', target: (f) => f.acmeDesk, body: { phoneNumber: '+16505550123' } },
  { call: 'POST /api/v1/validateVerifiedNumber', as: 'acmeOwner', target: (f) => f.acmeDesk, body: { listen: true } },

  // Activity and notifications; the inbox's search, invitations, group rooms, destinations and public preview
  { call: 'GET /api/v1/activity', as: 'acmeOwner', query: { simple: 'true' } },
  { call: 'POST /api/v1/activity', as: 'acmeOwner', body: { clearAll: true } },
  { call: 'GET /api/v1/activityAgent', as: 'acmeOwner' },
  { call: 'POST /api/v1/activityAgent', as: 'acmeOwner', body: { clearAll: true } },
  { call: 'POST /api/v1/activity/markUnread', as: 'acmeOwner', body: (f) => ({ roomId: f.acmeRoom }) },
  { call: 'POST /api/v1/activityAgent/markUnread', as: 'acmeOwner', body: (f) => ({ roomId: f.acmeRoom }) },
  { call: 'GET /api/v1/notifications', as: 'acmeOwner' },
  { call: 'POST /api/v1/notifications', as: 'acmeOwner', body: { clearAll: true } },
  { call: 'POST /api/v1/sendInvite', as: 'acmeOwner', body: { target: '+14155550142' } },
  { call: 'GET /api/v1/search/{target}', as: 'acmeOwner', path: '/api/v1/search/Maria' },
  { call: 'GET /api/v1/enhancedSearch/{target}', as: 'acmeOwner', path: '/api/v1/enhancedSearch/hello' },
  { call: 'POST /api/v1/getGroupConversationRoomId', as: 'acmeOwner', body: { users: ['+14155550101', '+14155550102'] } },
  { call: 'POST /api/v1/createExternalDestinationProfile', as: 'acmeOwner', body: { address: 'dispatch@acme.example' } },
  { call: 'GET /api/v1/messages/{username}', as: 'public', path: '/api/v1/messages/acme' },

  // Profile and public link pages (issue 24): the page of Acme, edited by its owner, visited and clicked by anyone
  { call: 'POST /api/v1/account/socialLinks', as: 'acmeOwner', body: { socialLinks: [{ network: 'website', url: 'https://acme.example' }], socialLinksPosition: 'top' } },
  { call: 'POST /api/v1/account/links', as: 'acmeOwner', body: { links: [{ id: 'shop', title: 'Shop', url: 'https://shop.acme.example' }], linksConfig: { layout: 'list' } } },
  { call: 'POST /api/v1/stats/links', as: 'public', body: { username: 'acme', url: 'https://shop.acme.example' } },
  { call: 'POST /api/v1/profile/dp', as: 'acmeOwner', form: () => mediaForm() },
  { call: 'POST /api/v1/updateUsername', as: 'acmeOwner', body: { targetUsername: 'acme' } },
  { call: 'POST /api/v1/phoneNumber/requestVerificationCode', as: 'partner', body: { phoneNumber: '+15551239001' } },
  {
    call: 'POST /api/v1/phoneNumber/validateVerificationCode',
    as: 'partner',
    body: async (f) => ({ phoneNumber: '+15551239002', verificationCode: await f.phoneChangeCode('+15551239002') }),
  },
  { call: 'POST /api/v1/ipCorrelator', as: 'public', body: { page: 'acme', ref: 'qr' } },
  { call: 'GET /api/v1/mobileContacts', as: 'acmeOwner' },

  // Wallet: lightning (Harbor Dental: its reseller shows billing)
  { call: 'POST /api/v1/requestInvoice', as: 'harborOwner', body: { amount: 5, unit: 'USD' } },
  { call: 'GET /api/v1/pendingInvoice', as: 'harborOwner' },
  { call: 'POST /api/v1/resetPendingInvoice', as: 'harborOwner', body: {} },
  { call: 'POST /api/v1/provePendingInvoicePaid', as: 'harborOwner', body: (f) => f.provenInvoice() },
  { call: 'GET /api/v1/validateInvoice', as: 'harborOwner', query: () => ({ invoice: foreignInvoice(100).invoice }) },
  { call: 'POST /api/v1/fetchPaymentSlug', as: 'public', body: { slug: 'harbor-dental' } },
  { call: 'POST /api/v1/requestWithdrawal', as: 'harborOwner', body: async (f) => ({ address: await f.withdrawalAddress(), type: 'ln' }) },
  { call: 'GET /api/v1/exchangeRates', as: 'harborOwner' },

  // Domains (public)
  { call: 'POST /api/v1/domain/lookup', as: 'public', body: { domain: 'localhost' } },
  { call: 'POST /api/v1/domain/lookup', as: 'public', body: (f) => ({ accountId: f.ids.reseller }) },
  // Custom domains (issue 21): added pending and deleted; the default is specFixtures' verified one
  { call: 'POST /api/v2/domain', as: 'reseller', body: { domain: 'spec.northwind-voice.example' } },
  { call: 'DELETE /api/v2/domain', as: 'reseller', body: { domain: 'spec.northwind-voice.example' } },
  { call: 'POST /api/v2/domain/default', as: 'reseller', body: (f) => ({ domain: f.verifiedDomain }) },
  { call: 'GET /api/v2/domains', as: 'reseller' },

  // Wallet (Harbor Dental: its reseller Blue Harbor shows billing; Northwind hides it from Acme)
  { call: 'POST /api/v1/checkout/vidaCredit', as: 'harborOwner', body: { amount: 20, currency: 'usd', cancelUrl: '/app/paymentCancel', successUrl: '/app/paymentSuccess' } },
  { call: 'POST /api/v1/claimRewards', as: 'harborOwner', body: { claim: 'true' } },
  { call: 'GET /api/v1/referralRewards', as: 'harborOwner' },
  { call: 'GET /api/v1/recentTransactions', as: 'harborOwner' },
  // Payouts (Demo payments: the connected account is ready at once; transfers complete at once)
  { call: 'GET /api/v1/payout/stripe/checkConnectedAccount', as: 'harborOwner' },
  { call: 'POST /api/v1/payout/stripe/connectAccount', as: 'harborOwner', body: { successUrl: '/app/stripePayoutConnectSuccess', failureUrl: '/app/stripePayoutConnectFailure' } },
  { call: 'POST /api/v1/payout/stripe/transferFunds', as: 'harborOwner', body: async (f) => {
    await f.payoutReady(3);
    return { amountUsd: 3 };
  } },
  { call: 'POST /api/v1/payout/paypal/venmo', as: 'harborOwner', body: async (f) => {
    await f.fundHarbor(2);
    return { address: '@harbor-dental', amountUsd: 2 };
  } },
  { call: 'POST /api/v1/payout/paypal', as: 'harborOwner', body: async (f) => {
    await f.fundHarbor(2);
    return { address: 'payee@harbordental.example', amountUsd: 2 };
  } },

  // Knowledge bases (Acme's; writes need canManageOutgoing: its owner). The sitemap is a local site's.
  { call: 'POST /api/v2/kb/sitemap', as: 'acmeOwner', body: (f) => ({ url: `${f.kbSiteUrl}/sitemap.xml` }) },
  { call: 'GET /api/v2/kb/knowledgebase', as: 'acmeOwner' },
  { call: 'POST /api/v2/kb/knowledgebase', as: 'acmeOwner', body: { title: 'Opening hours and refunds' } },
  { call: 'GET /api/v2/kb/knowledgebase/{id}', as: 'acmeOwner', path: (f) => `/api/v2/kb/knowledgebase/${f.acmeKb}` },
  { call: 'DELETE /api/v2/kb/knowledgebase/{id}', as: 'acmeOwner', path: (f) => `/api/v2/kb/knowledgebase/${f.spareKb}` },
  { call: 'GET /api/v2/kb/knowledgebase/{id}/document', as: 'acmeOwner', path: (f) => `/api/v2/kb/knowledgebase/${f.acmeKb}/document` },
  { call: 'POST /api/v2/kb/knowledgebase/{id}/document', as: 'acmeOwner', path: (f) => `/api/v2/kb/knowledgebase/${f.acmeKb}/document`, body: (f) => ({ urls: [`${f.kbSiteUrl}/hours`] }) },
  { call: 'PUT /api/v2/kb/knowledgebase/{id}/document/{docId}', as: 'acmeOwner', path: (f) => `/api/v2/kb/knowledgebase/${f.acmeKb}/document/${f.kbDoc}` },
  { call: 'DELETE /api/v2/kb/knowledgebase/{id}/document/{docId}', as: 'acmeOwner', path: (f) => `/api/v2/kb/knowledgebase/${f.acmeKb}/document/${f.spareKbDoc}` },
  { call: 'POST /api/v2/kb/knowledgebase/{id}/query', as: 'acmeOwner', path: (f) => `/api/v2/kb/knowledgebase/${f.acmeKb}/query`, body: { query: 'When are you open?', processQuery: true } },
  // last: cancelling Acme's seeded Growth drops the premium and SMS grants rows above rely on
  { call: 'DELETE /api/v1/vidaPro/cancel', as: 'reseller', target: (f) => f.orgs.acme, body: { reason: 'Too expensive', details: 'Spec contract' } },

  // Apps and integrations (issue 23 point 4). The outside services are the stubs spec-contract.test.ts
  // starts (tests/server/integrationStubs.ts); Google is connected by its fixture.
  { call: 'GET /api/v2/apps', as: 'acmeOwner' },
  { call: 'GET /api/v2/apps/{appId}/{appVersion}', as: 'acmeOwner', path: '/api/v2/apps/crm/2' },
  { call: 'POST /api/v2/apps/{appId}/{appVersion}', as: 'acmeOwner', path: '/api/v2/apps/crm/2', body: { app: { apiKey: 'spec-crm-key', baseUrl: 'https://crm.spec.example' }, reload: true } },
  { call: 'PUT /api/v2/apps/{appId}/{appVersion}', as: 'acmeOwner', path: '/api/v2/apps/crm/2', body: { app: { baseUrl: 'https://crm2.spec.example' }, reload: false } },
  { call: 'DELETE /api/v2/apps/{appId}/{appVersion}', as: 'acmeOwner', path: '/api/v2/apps/crm/2' },
  { call: 'POST /api/v2/integration/{slug}', as: 'acmeOwner', path: '/api/v2/integration/jobnimbus', body: { appData: { workflow: 'Roofing' } } },
  { call: 'GET /api/v2/integration/{slug}', as: 'acmeOwner', path: '/api/v2/integration/jobnimbus' },
  { call: 'POST /api/jobnimbus/settings', as: 'acmeOwner', headers: { authorization: `Bearer ${JOBNIMBUS_KEY}` }, body: { targetDate: '24-11-2026' } },
  { call: 'POST /api/jobnimbus/team', as: 'acmeOwner', headers: { authorization: `Bearer ${JOBNIMBUS_KEY}` }, body: { targetDate: '24-11-2026' } },
  { call: 'GET /api/v1/schedule', as: 'acmeOwner' },
  { call: 'POST /api/v1/schedule', as: 'acmeOwner', body: {} },
  { call: 'POST /api/v2/calendly', as: 'acmeOwner', body: { userPAT: CALENDLY_PAT } },
  { call: 'DELETE /api/v2/calendly', as: 'acmeOwner' },
  { call: 'GET /api/v1/google/calendars', as: 'acmeOwner' },
  { call: 'GET /api/v1/google/calendars/main', as: 'acmeOwner' },
  { call: 'PUT /api/v1/google/calendars/main', as: 'acmeOwner', body: { calendar: 'team@group.calendar.google.com' } },
  { call: 'DELETE /api/v1/google/disconnect', as: 'acmeOwner' },
];

/**
 * Every field name the spec documents name, in §7's calls and spec 1 §3's entities: a row may send
 * only these (plus `field__operator` log filters), so the table cannot pass by sending what the
 * console sends.
 */
export const SPEC_FIELDS = new Set(
  (
    'token targetAccountId adminToken description clear clearAll simple roomId targetResellerId targetPartnerId email name accountName ' +
    'externalAccountId externalBillingId targetOrganizationId username reason details links linksConfig targetUsername ' +
    'phoneNumber verificationCode page pageSize pagination active onboardingComplete subscribed canceled productPlanId ' +
    'productPlanTerm billingSubscriptionId billingId phrase redirectUrl isOwner targetUserId checkIn disabled dryRun ' +
    'replaceTemplateVars targetAgent promptText title source includeData snapshot target agentInstructions actions apps ' +
    'appId version enabledFunctions published confirmTransfers templateId targetTemplateId templateFields ' +
    'templateIntegrations key value type inputType options placeholder disabledIf autoPrefilled oneTimeToken tempUserToken ' +
    'mobile accountId businessName number usdAmount satsAmount id data filters fields format uuid domain settings timezone ' +
    'agentVoice metrics dateFilter prefix country strict city region listen users address aiAgentEnabled rating both unread reaction url label limit offset sort order state ip route sipCallId ' +
    'startDate endDate frequency giveCosts combineCosts billingPeriod timeseries term cancelUrl successUrl ' +
    'amount unit preimage invoice slug currency claim title urls query processQuery amountUsd failureUrl socialLinks socialLinksPosition ref ' +
    'app reload appData userPAT calendar targetDate'
  ).split(' '),
);
