// Issue 21 point 5: agents use knowledge bases. A campaign attaches its organization's knowledge
// bases (another org's answers 404 naming the field); the test chat, SMS and voice answers of an
// agent with knowledge bases carry the passages they were given as citations (the demo model
// answers from the best one); the retrieval test shows raw and processed hits; the replay list
// holds what callers really said (test chats left out); other tenants are refused.
import { eq, sql } from 'drizzle-orm';
import { createParser } from 'eventsource-parser';
import { describe, expect, it } from 'vitest';
import { calls, kbChunks, kbDocuments, knowledgeBases } from '../../server/db/schema';
import { apiUrl, call, serverWith } from './helpers';
import { assignNumber, freshNumber, recordOf } from './conversationsFixture';

const { server, t } = await serverWith(['acmeOwner', 'globexOwner']);
const db = server.db.db;
const { orgs, agents } = server.seeded;
const desk = agents.acme[0];

async function knowledgeBase(accountId: number, title: string, pages: { url: string; title: string; chunks: string[] }[]): Promise<string> {
  const [kb] = await db.insert(knowledgeBases).values({ accountId, title }).returning();
  for (const page of pages) {
    const [doc] = await db.insert(kbDocuments).values({ kbId: kb.id, accountId, url: page.url, title: page.title, status: 'ready', chunkCount: page.chunks.length }).returning();
    await db.insert(kbChunks).values(page.chunks.map((text, position) => ({ documentId: doc.id, kbId: kb.id, accountId, position, title: page.title, text })));
  }
  return kb.id;
}

const hoursText = 'Welcome to Acme. We are open Monday to Friday from 8 am to 6 pm. On Saturday the opening hours are 9 am to 1 pm. We are closed on Sunday.';
const acmeKb = await knowledgeBase(orgs.acme, 'Acme help', [
  { url: 'https://acme.example/hours', title: 'Opening hours', chunks: [hoursText] },
  { url: 'https://acme.example/parking', title: 'Parking', chunks: ['Parking is free behind the building for visitors.'] },
]);
const globexKb = await knowledgeBase(orgs.globex, 'Globex secrets', [{ url: 'https://globex.example/x', title: 'Secret', chunks: ['Globex opening hours are secret.'] }]);

const campaign = (token: string, target: number) => call(server, 'GET', '/api/v2/campaigns', { token, target });
const save = (token: string, target: number, body: Record<string, unknown>) => call(server, 'POST', '/api/v2/campaign', { token, target, body });

async function attach(target: number, ids: string[]) {
  const saved = await save(t.acmeOwner, target, { knowledgeBaseIds: ids });
  expect(saved.status).toBe(200);
  const published = await call(server, 'POST', '/api/v2/agent/publish', { token: t.acmeOwner, target, body: { baseRevision: saved.body.campaign.revision } });
  expect(published.status).toBe(200);
  return published.body.campaign;
}

async function chat(token: string, promptText: string, target = desk) {
  const response = await fetch(apiUrl(server, '/api/v1/agent/runPrompt', { token, target }), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ promptText, conversationId: 'kbchat1' }),
  });
  const events: { event: string; data: any }[] = [];
  const parser = createParser({ onEvent: (e) => events.push({ event: e.event ?? 'message', data: JSON.parse(e.data) }) });
  parser.feed(await response.text());
  return events;
}

describe('attaching knowledge bases to a campaign', () => {
  it('saves and publishes the org\'s knowledge bases with the campaign, each once', async () => {
    const published = await attach(desk, [acmeKb, acmeKb.toUpperCase()]);
    expect(published.staging.knowledgeBaseIds).toEqual([acmeKb]);
    expect(published.production.knowledgeBaseIds).toEqual([acmeKb]);
    expect((await campaign(t.acmeOwner, desk)).body.campaign.staging.knowledgeBaseIds).toEqual([acmeKb]);
  });

  it("refuses another org's knowledge base, a made-up id, a malformed id and more than 10, naming the field", async () => {
    const before = (await campaign(t.acmeOwner, desk)).body.campaign.revision;
    expect(await save(t.acmeOwner, desk, { knowledgeBaseIds: [acmeKb, globexKb] })).toMatchObject({ status: 404, body: { message: 'knowledgeBaseIds.1: Knowledge base not found' } });
    expect(await save(t.acmeOwner, desk, { knowledgeBaseIds: ['00000000-0000-4000-8000-000000000000'] })).toMatchObject({ status: 404, body: { message: 'knowledgeBaseIds.0: Knowledge base not found' } });
    expect((await save(t.acmeOwner, desk, { knowledgeBaseIds: ['kb-1'] })).body.message).toBe('knowledgeBaseIds.0: Expected a knowledge base id');
    const eleven = Array.from({ length: 11 }, (_, i) => `00000000-0000-4000-8000-0000000000${String(i).padStart(2, '0')}`);
    expect((await save(t.acmeOwner, desk, { knowledgeBaseIds: eleven })).body.message).toBe('knowledgeBaseIds: At most 10 knowledge bases');
    expect((await save(t.acmeOwner, desk, { knowledgeBaseIds: ['\u0000'] })).status).toBe(400);
    expect((await campaign(t.acmeOwner, desk)).body.campaign.revision).toBe(before);
  });

  it('keeps saving an agent whose knowledge base was deleted since (it finds nothing there)', async () => {
    const doomed = await knowledgeBase(orgs.acme, 'Doomed', [{ url: 'https://acme.example/old', title: 'Old', chunks: ['Old opening hours text.'] }]);
    const target = agents.acme[2];
    expect((await save(t.acmeOwner, target, { knowledgeBaseIds: [doomed] })).status).toBe(200);
    await db.delete(knowledgeBases).where(eq(knowledgeBases.id, doomed));
    const later = await save(t.acmeOwner, target, { knowledgeBaseIds: [doomed], timezone: 'Europe/Paris' });
    expect(later.status).toBe(200);
    expect(later.body.campaign.staging.knowledgeBaseIds).toEqual([doomed]);
    // but it cannot be attached again elsewhere
    expect((await save(t.acmeOwner, desk, { knowledgeBaseIds: [acmeKb, doomed] })).body.message).toBe('knowledgeBaseIds.1: Knowledge base not found');
  });
});

describe('answers cite their passages', () => {
  it('the test chat answers from the best passage and sends its citations before done', async () => {
    await attach(desk, [acmeKb]);
    const events = await chat(t.acmeOwner, 'What are your opening hours on Saturday?');
    const done = events.find((e) => e.event === 'done')!.data;
    expect(done.reply).toBe('From "Opening hours": On Saturday the opening hours are 9 am to 1 pm.');
    const citations = events.filter((e) => e.event === 'citations').map((e) => e.data.citations)[0];
    expect(citations).toEqual([
      { chunkId: expect.any(String), documentId: expect.any(String), url: 'https://acme.example/hours', title: 'Opening hours', score: expect.any(Number), snippet: hoursText },
    ]);
    expect(events.findIndex((e) => e.event === 'citations')).toBeLessThan(events.findIndex((e) => e.event === 'done'));
    const record = await recordOf(db, `test-${desk}-kbchat1`);
    expect(record.transcript!.at(-1)).toMatchObject({ role: 'agent', text: done.reply, citations });
  });

  it('an SMS answer and a voice turn store their citations in the transcript', async () => {
    await attach(desk, [acmeKb]);
    const to = await assignNumber(db, orgs.acme, desk);
    const sms = await call(server, 'POST', '/dev/carrier/sms', { body: { from: freshNumber(), to, text: 'Is parking free for visitors?' } });
    expect(sms.body.reply).toBe('From "Parking": Parking is free behind the building for visitors.');
    const smsLine = (await recordOf(db, sms.body.uuid)).transcript!.at(-1)!;
    expect(smsLine.citations).toEqual([expect.objectContaining({ url: 'https://acme.example/parking', title: 'Parking' })]);
    const voice = await call(server, 'POST', '/dev/carrier/call', { body: { from: freshNumber(), to, turns: ['When are you open on Saturday?'] } });
    const line = (await recordOf(db, voice.body.callId)).transcript!.find((l) => l.citations);
    expect(line).toMatchObject({ role: 'agent', text: 'From "Opening hours": On Saturday the opening hours are 9 am to 1 pm.' });
  });

  it('a test scenario runs with the knowledge bases, as a real call does', async () => {
    await attach(desk, [acmeKb]);
    const created = await call(server, 'POST', `/api/v2/agent/${desk}/scenarios`, {
      token: t.acmeOwner,
      body: { name: 'Knows the Saturday hours', turns: ['When are you open on Saturday?'], expect: [{ kind: 'replyContains', text: '9 am to 1 pm' }] },
    });
    expect(created.status).toBe(201);
    const run = await call(server, 'POST', `/api/v2/agent/${desk}/scenarios/run`, { token: t.acmeOwner, body: {} });
    expect(run.body.results.find((r: { id: string }) => r.id === created.body.scenario.id)).toMatchObject({ passed: true, failures: [] });
  });

  it('an agent without knowledge bases answers as before, with no citations', async () => {
    const events = await chat(t.acmeOwner, 'What are your opening hours?', agents.acme[1]);
    expect(events.some((e) => e.event === 'citations')).toBe(false);
    expect(events.find((e) => e.event === 'done')!.data.reply).not.toContain('From "');
  });
});

describe('the retrieval test', () => {
  const test = (token: string, body: Record<string, unknown>, target?: number) => call(server, 'POST', '/api/v2/kb/retrievalTest', { token, target, body });

  it("shows the raw question's hits and the processed question's, with scores", async () => {
    await attach(desk, [acmeKb]);
    const res = await test(t.acmeOwner, { agentId: desk, question: 'um, what are the opening hours on saturday please?' }, desk);
    expect(res.status).toBe(200);
    expect(res.body.raw.query).toBe('um, what are the opening hours on saturday please?');
    expect(res.body.processed.query).toBe('opening hours saturday');
    expect(res.body.processed.hits[0]).toMatchObject({ url: 'https://acme.example/hours', kbId: acmeKb, score: expect.any(Number) });
    expect(res.body.processed.hits[0].highlights.some((h: { match: boolean }) => h.match)).toBe(true);
    expect(Array.isArray(res.body.raw.hits)).toBe(true);
  });

  it('takes kbIds of the target org instead of an agent', async () => {
    const res = await test(t.acmeOwner, { kbIds: [acmeKb], question: 'parking' }, orgs.acme);
    expect(res.body.raw.hits.map((h: { title: string }) => h.title)).toEqual(['Parking']);
  });

  it('refuses other tenants and bad input, naming the field', async () => {
    expect((await test(t.acmeOwner, { kbIds: [globexKb], question: 'hours' }, orgs.acme))).toMatchObject({ status: 404, body: { message: 'kbIds.0: Knowledge base not found' } });
    expect((await test(t.globexOwner, { agentId: desk, question: 'hours' })).status).toBe(403);
    expect((await test(t.acmeOwner, { question: 'hours' }, orgs.acme)).body.message).toBe('agentId: Required (or kbIds)');
    expect((await test(t.acmeOwner, { agentId: desk, question: '' })).body.message).toBe('question: Required');
    expect((await test(t.acmeOwner, { agentId: desk, question: 'x'.repeat(1001) })).body.message).toBe('question: At most 1000 characters');
    expect((await test(t.acmeOwner, { agentId: desk, question: 'a\u0000b' })).status).toBe(400);
  });
});

describe('replaying a question from a real call', () => {
  const questions = (token: string, agentId: number | string) => call(server, 'GET', '/api/v2/kb/retrievalTest/questions', { token, query: { agentId: String(agentId) } });

  it("lists what callers said in the agent's calls and messages, newest first, without test chats", async () => {
    const to = await assignNumber(db, orgs.acme, desk);
    // call records keep whole seconds: the earlier calls step a minute back so "newest" is not a tie
    await db.update(calls).set({ timestamp: sql`${calls.timestamp} - interval '1 minute'` }).where(eq(calls.agentId, desk));
    await call(server, 'POST', '/dev/carrier/sms', { body: { from: freshNumber(), to, text: 'Do you have a car park?' } });
    const res = await questions(t.acmeOwner, desk);
    expect(res.status).toBe(200);
    const texts = res.body.questions.map((q: { text: string }) => q.text);
    expect(texts[0]).toBe('Do you have a car park?');
    expect(texts).toContain('Is parking free for visitors?');
    expect(texts).not.toContain('What are your opening hours on Saturday?'); // said in the test chat only
    expect(res.body.questions[0]).toMatchObject({ callId: expect.any(String), direction: 'sms', timestamp: expect.any(Number) });
  });

  it("refuses another tenant's agent and a malformed id", async () => {
    expect((await questions(t.globexOwner, desk)).status).toBe(403);
    expect((await questions(t.acmeOwner, 'x')).status).toBe(400);
  });
});
