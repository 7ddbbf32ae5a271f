// Review finding on issue 21 point 1: an API token is pinned to one account, also where a handler reads
// account ids from the body or the query. The reseller's token for Acme names Globex's accounts (which
// the reseller itself may act on): every such call answers 404 "Account not found", as a foreign id does.
import { describe, expect, it } from 'vitest';
import { namedAccountIds } from '../../server/auth/tokenPinning';
import { call, serverWith } from './helpers';

const { server, t } = await serverWith(['reseller', 'acmeOwner']);
const { orgs, agents } = server.seeded;
const NOT_FOUND = { status: 404, body: { success: false, message: 'Account not found' } };

const made = await call(server, 'POST', '/api/v2/tokens', { token: t.reseller, target: orgs.acme, body: { description: 'acme', type: 'write' } });
const token = made.body.token as string;

describe('API token pinning of account ids in bodies and queries', () => {
  it('refuses another organization named in a body, a list or a query, with 404', async () => {
    const foreignAgent = agents.globex[0]!;
    // the reseller's own session may name Globex's agent: the check is the token's, not the caller's
    const bySession = await call(server, 'POST', '/api/v2/kb/retrievalTest', { token: t.reseller, target: orgs.globex, body: { agentId: foreignAgent, question: 'hours?' } });
    expect(bySession.status).not.toBe(404);
    expect(await call(server, 'POST', '/api/v2/kb/retrievalTest', { token, body: { agentId: foreignAgent, question: 'hours?' } })).toEqual(NOT_FOUND);
    expect(await call(server, 'POST', '/api/v2/kb/retrievalTest', { token, body: { agentId: String(foreignAgent), question: 'x' } })).toEqual(NOT_FOUND);
    expect(await call(server, 'GET', '/api/v2/kb/retrievalTest/questions', { token, query: { agentId: String(foreignAgent) } })).toEqual(NOT_FOUND);
    expect(await call(server, 'POST', '/api/v2/phoneNumbers/1/agent', { token, body: { agentAccountId: foreignAgent } })).toEqual(NOT_FOUND);
    expect(await call(server, 'POST', '/api/v2/templates/1/migrate', { token, body: { dryRun: true, agentIds: [agents.acme[0], foreignAgent] } })).toEqual(NOT_FOUND);
    expect(await call(server, 'DELETE', '/api/v2/deleteAccount', { token, body: { targetAccountId: foreignAgent } })).toEqual(NOT_FOUND);
    expect(await call(server, 'DELETE', '/api/v2/deleteAccount', { token, query: { targetOrganizationId: String(orgs.globex) }, body: { targetAccountId: foreignAgent } })).toEqual(NOT_FOUND);
    expect(await call(server, 'POST', '/api/v2/templates/createTemplate', { token, body: { name: 'copy', fromAgentId: foreignAgent } })).toEqual(NOT_FOUND);
    expect(await call(server, 'GET', '/api/v2/conversation/room/uuid', { token, query: { accountId: String(orgs.globex) } })).toEqual(NOT_FOUND);
    // an id nobody has answers the same, so ids cannot be probed
    expect(await call(server, 'POST', '/api/v2/phoneNumbers/1/agent', { token, body: { agentAccountId: 999_999 } })).toEqual(NOT_FOUND);
  });

  it('lets the token name its own account and its own agents', async () => {
    const own = await call(server, 'POST', '/api/v2/phoneNumbers/999999/agent', { token, body: { agentAccountId: agents.acme[0] } });
    expect(own.status).toBe(404);
    expect(own.body.message).not.toBe('Account not found');
    const conversation = await call(server, 'GET', '/api/v2/conversation/room/uuid', { token, query: { accountId: String(orgs.acme) } });
    expect(conversation.body.message).not.toBe('Account not found');
  });

  it('finds ids nested, in lists and as digit strings, not in other fields nor the gate query', () => {
    expect(namedAccountIds({ a: { b: [{ accountId: '12' }] }, agentIds: [3, 'x', 4.5], note: 7 }, { targetAccountId: '9', orgId: '5' }).sort()).toEqual([12, 3, 5]);
    let deep: Record<string, unknown> = { agentId: 1 };
    for (let i = 0; i < 50; i++) deep = { inner: deep };
    expect(namedAccountIds(deep, {})).toEqual([]);
  });
});
