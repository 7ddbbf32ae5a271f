// Audit actions are declared by the areas that record them (defineArea's `auditActions`); the
// server serves the catalogue at GET /api/v2/auditLog/actions, where the console's audit plugin reads
// its filter's choices and labels (the console keeps no list of its own).
import { describe, expect, it } from 'vitest';
import { CLIENT_REPORTED_ACTIONS } from '../../src/shared/auditActions';
import { AUDIT_ACTIONS as AGENT_ACTIONS } from '../../server/agents/messages';
import { SAVED_VIEW_AUDIT_ACTIONS } from '../../server/calls/savedViews';
import { LIVE_AUDIT_ACTIONS } from '../../server/live/messages';
import { REPORT_AUDIT_ACTIONS } from '../../server/reports/messages';
import { INBOX_AUDIT_ACTIONS } from '../../server/inbox/constants';
import { WEBHOOK_AUDIT_ACTIONS } from '../../server/webhooks/messages';
import { SIP_AUDIT_ACTIONS } from '../../server/sip/messages';
import { TOKEN_AUDIT_ACTIONS } from '../../server/areas/developer/tokenRules';
import { DOMAIN_AUDIT_ACTIONS } from '../../server/areas/domains/domainRules';
import { BILLING_AUDIT_ACTIONS } from '../../server/billing/messages';
import { KB_AUDIT_ACTIONS } from '../../server/kb/messages';
import { WALLET_AUDIT_ACTIONS } from '../../server/wallet/messages';
import { SIGNUP_AUDIT_ACTIONS } from '../../server/areas/kernel/signupMessages';
import { INTEGRATION_AUDIT_ACTIONS } from '../../server/integrations/messages';
import { PROFILE_AUDIT_ACTIONS } from '../../server/profile/messages';
import { call, serverWith } from './helpers';

const { server, t } = await serverWith(['acmeOwner']);

/** What the console showed before the server declared them (its former src/kernel list). */
const AUDIT_ACTIONS = {
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
  ...AGENT_ACTIONS,
  ...SAVED_VIEW_AUDIT_ACTIONS,
  ...REPORT_AUDIT_ACTIONS,
  ...LIVE_AUDIT_ACTIONS,
  ...INBOX_AUDIT_ACTIONS,
  ...WEBHOOK_AUDIT_ACTIONS,
  ...SIP_AUDIT_ACTIONS,
  ...TOKEN_AUDIT_ACTIONS,
  ...DOMAIN_AUDIT_ACTIONS,
  ...BILLING_AUDIT_ACTIONS,
  ...KB_AUDIT_ACTIONS,
  ...WALLET_AUDIT_ACTIONS,
  ...SIGNUP_AUDIT_ACTIONS,
  ...INTEGRATION_AUDIT_ACTIONS,
  ...PROFILE_AUDIT_ACTIONS,
};

describe('audit actions declared by the areas', () => {
  it('serves every declared action with its label, the same as the console shows', async () => {
    const reply = await call(server, 'GET', '/api/v2/auditLog/actions', { token: t.acmeOwner });
    expect(reply.status).toBe(200);
    const served = Object.fromEntries(reply.body.actions.map((a: { action: string; label: string }) => [a.action, a.label]));
    expect(served).toEqual(AUDIT_ACTIONS);
  });

  it('accepts exactly the console-reported events on POST /api/v2/auditEvent', async () => {
    for (const action of CLIENT_REPORTED_ACTIONS) {
      expect((await call(server, 'POST', '/api/v2/auditEvent', { token: t.acmeOwner, body: { action } })).status).toBe(201);
    }
    const refused = await call(server, 'POST', '/api/v2/auditEvent', { token: t.acmeOwner, body: { action: 'account.created' } });
    expect(refused.status).toBe(400);
    expect(refused.body.message).toMatch(/^action: Expected one of takeover\.started, takeover\.ended, viewAs\.switched$/);
  });
});
