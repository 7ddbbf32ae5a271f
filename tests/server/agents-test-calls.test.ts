// Issue 10 point 2's last clause: the agents' test conversations (POST /api/v1/agent/runPrompt)
// write call records (direction `test`, transcript, agent, organization) that the logs show when
// asked (`includeTest=true`: issue 16 point 8 leaves them out of the default view).
import { describe, expect, it } from 'vitest';
import { TEST_DIRECTION } from '../../server/calls/testCallRecord';
import { apiUrl, call, serverWith } from './helpers';

const { server, t } = await serverWith(['acmeOwner', 'globexOwner', 'reseller']);
const desk = server.seeded.agents.acme[0];
const acme = server.seeded.orgs.acme;

async function chat(body: Record<string, unknown>) {
  const response = await fetch(apiUrl(server, '/api/v1/agent/runPrompt', { token: t.acmeOwner, target: desk }), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  return { status: response.status, text: await response.text() };
}

const testCalls = (token: string, target?: number) =>
  call(server, 'GET', '/api/v2/logs', {
    token,
    target,
    query: { includeTest: 'true', direction__eq: TEST_DIRECTION, fields: 'direction,agentId,accountName,appointmentBooked,duration', dateFilter: 'last 1 day' },
  });

describe('test conversations in the logs', () => {
  it('one conversation (same conversationId) is one record whose transcript grows turn by turn', async () => {
    expect((await chat({ promptText: 'Hello there', conversationId: 'conv-1' })).status).toBe(200);
    const first = await testCalls(t.acmeOwner);
    expect(first.body.logs).toHaveLength(1);
    const [record] = first.body.logs;
    expect(record).toMatchObject({ direction: 'test', agentId: desk, accountId: acme, accountName: 'Acme', appointmentBooked: 0 });

    await chat({ promptText: 'Can I book an appointment for tomorrow at 3 pm?', conversationId: 'conv-1', history: [{ role: 'user', content: 'Hello there' }, { role: 'assistant', content: 'Hi!' }] });
    const second = await testCalls(t.acmeOwner);
    expect(second.body.logs).toHaveLength(1);
    expect(second.body.logs[0]).toMatchObject({ uuid: record.uuid, appointmentBooked: 1 });

    const convo = await call(server, 'GET', `/api/v2/conversation/${encodeURIComponent(record.roomId)}/${encodeURIComponent(record.uuid)}`, {
      token: t.acmeOwner,
      query: { accountId: String(acme) },
    });
    expect(convo.status).toBe(200);
    const lines = convo.body.conversation.transcript as { role: string; text: string }[];
    expect(lines.map((l) => l.role)).toEqual(['caller', 'agent', 'caller', 'agent']);
    expect(lines.map((l) => l.text).slice(0, 3)).toEqual(['Hello there', 'Hi!', 'Can I book an appointment for tomorrow at 3 pm?']);
    expect(lines[3].text.length).toBeGreaterThan(0);
  });

  it('a turn without conversationId is a record of its own; a bad id is a 400 naming the field', async () => {
    await chat({ promptText: 'I want to talk to a real person' });
    expect((await testCalls(t.acmeOwner)).body.logs).toHaveLength(2);
    const bad = await chat({ promptText: 'Hi', conversationId: 'a/b' });
    expect(bad.status).toBe(400);
    expect(JSON.parse(bad.text).message).toMatch(/^conversationId/);
    expect((await testCalls(t.acmeOwner)).body.logs).toHaveLength(2);
  });

  it('only the org and its subtree see them', async () => {
    expect((await testCalls(t.globexOwner)).body.logs).toHaveLength(0);
    expect((await testCalls(t.reseller, acme)).body.logs).toHaveLength(2);
  });
});
