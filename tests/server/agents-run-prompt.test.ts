// The test chat over HTTP (issue 9 point 7) with the embedded demo model: the stream's events in
// order, the action, function and transfer the agent's staging payload leads to, the JSON errors
// before the stream, and the refusals outside the caller's subtree.
import { createParser } from 'eventsource-parser';
import { describe, expect, it } from 'vitest';
import { DEMO_LABEL } from '../../server/providers/llm/messages';
import { eq } from 'drizzle-orm';
import { accounts } from '../../server/db/schema';
import { HARBOR_AGENTS } from '../../server/seed/agents';
import { apiUrl, call, FORBIDDEN, serverWith, signIn } from './helpers';

const { server, t } = await serverWith(['acmeOwner', 'globexOwner']);
const desk = server.seeded.agents.acme[0];

async function chat(token: string, body: Record<string, unknown>, target: number = desk) {
  const response = await fetch(apiUrl(server, '/api/v1/agent/runPrompt', { token, target }), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  const events: { event: string; data: any }[] = [];
  if (response.headers.get('content-type')?.startsWith('text/event-stream')) {
    const parser = createParser({ onEvent: (e) => events.push({ event: e.event ?? 'message', data: JSON.parse(e.data) }) });
    parser.feed(text);
  }
  return { status: response.status, type: response.headers.get('content-type'), events, text };
}

const named = (events: { event: string; data: any }[], name: string) => events.filter((e) => e.event === name).map((e) => e.data);

describe('runPrompt with the demo model', () => {
  it('streams the provider first, tokens, then the action and its function call, then done', async () => {
    const res = await chat(t.acmeOwner, { promptText: 'Can I book an appointment for tomorrow at 3 pm?' });
    expect(res.status).toBe(200);
    expect(res.type).toMatch(/^text\/event-stream/);
    expect(res.events[0]).toEqual({ event: 'provider', data: { kind: 'demo', label: DEMO_LABEL, model: 'switchboard-demo-1' } });
    expect(res.events.at(-1)!.event).toBe('done');
    expect(named(res.events, 'action')).toEqual([{ name: 'Book appointment' }]);
    expect(named(res.events, 'function')).toEqual([{ app: 'calendar:1', name: 'bookAppointment', arguments: { date: 'tomorrow', time: '3 pm' } }]);
    const tokens = named(res.events, 'token').map((d) => d.text).join('');
    expect(tokens).toBe(named(res.events, 'done')[0].reply);
  });

  it('proposes a transfer when the caller asks for a person', async () => {
    const res = await chat(t.acmeOwner, { promptText: 'I want to talk to a real person', history: [{ role: 'user', content: 'Hi' }] });
    expect(named(res.events, 'transfer')).toEqual([{ action: 'Transfer to a human', to: '+15551230100', confirm: false }]);
  });

  it('follows the staging prompt (variables filled) and says it is the demo model', async () => {
    const res = await chat(t.acmeOwner, { promptText: 'Hello there' });
    const reply = named(res.events, 'done')[0].reply;
    expect(reply).toContain('demo model');
    expect(reply).toContain('You are the friendly front desk of Acme.');
  });

  it('answers input and access errors as JSON before any stream', async () => {
    const empty = await chat(t.acmeOwner, { promptText: '' });
    expect(empty.status).toBe(400);
    expect(JSON.parse(empty.text).message).toBe('promptText: Required');
    const foreign = await chat(t.globexOwner, { promptText: 'Hi' });
    expect({ status: foreign.status, body: JSON.parse(foreign.text) }).toEqual(FORBIDDEN);
    const viaBody = await chat(t.globexOwner, { promptText: 'Hi', targetAgent: desk }, server.seeded.agents.globex[0]);
    expect(viaBody.status).toBe(403);
    const notAgent = await call(server, 'POST', '/api/v1/agent/runPrompt', { token: t.acmeOwner, body: { promptText: 'Hi' } });
    expect(notAgent.status).toBe(400);
  });
});

describe('runPrompt on staging before publishing', () => {
  it('answers from the unpublished staging prompt by default, from production when asked', async () => {
    const [reception] = await server.db.db.select().from(accounts).where(eq(accounts.username, HARBOR_AGENTS[0].username));
    const harbor = await signIn(server, 'owner@harbordental.example');
    const { campaign } = (await call(server, 'GET', '/api/v2/campaigns', { token: harbor, target: reception.id })).body;
    const staged = 'You are Staging Sam, not yet published. Help callers.';
    const saved = await call(server, 'POST', '/api/v2/campaign', { token: harbor, target: reception.id, body: { agentInstructions: staged, baseRevision: campaign.revision } });
    expect(saved.body.campaign.unpublishedChanges).toBe(true);
    const reply = async (version?: string) => named((await chat(harbor, { promptText: 'Hello there', ...(version ? { version } : {}) }, reception.id)).events, 'done')[0].reply as string;
    expect(await reply()).toContain('Staging Sam');
    const production = await reply('production');
    expect(production).not.toContain('Staging Sam');
    expect(production).toContain(campaign.production.agentInstructions.split('{{')[0].trim()); // its variables filled
  });
});

