// Issue 21 point 5, the pure parts: safe source links, scores, the attached knowledge bases as the
// multi-select shows them, the chat's citations event, and the demo model's passage rule.
import { describe, expect, it } from 'vitest';
import { saveBody } from '../../src/plugins/agents/api/agentsAdapter';
import { toPromptEvent } from '../../src/plugins/agents/api/runPrompt';
import { normalizeCampaign } from '../../src/plugins/agents/rules/campaign';
import { applyEvent, emptyReply } from '../../src/plugins/agents/rules/chat';
import { attachedOptions, chosenIds, formatScore, safeHref } from '../../src/plugins/agents/rules/knowledge';
import { retrieveFor, snippetOf } from '../../server/kb/retrievalPassages';
import { DemoModel, bestSentence } from '../../server/providers/llm/demoModel';
import type { ModelEvent, ModelRequest } from '../../server/providers/llm/types';

const kb = (id: string, title = id) => ({ id, title, items: 1, chunks: 2 });

describe('source links', () => {
  it.each([
    ['https://acme.example/hours', 'https://acme.example/hours'],
    ['http://acme.example', 'http://acme.example/'],
    ['javascript:alert(1)', null],
    ['data:text/html,<script>', null],
    ['//acme.example', null],
    ['not a url', null],
  ])('%s → %s', (url, href) => expect(safeHref(url)).toBe(href));
});

describe('scores and the multi-select', () => {
  it('formats a score to three decimals, never NaN', () => {
    expect(formatScore(0.123456)).toBe('0.123');
    expect(formatScore(Number.NaN)).toBe('0.000');
  });
  it('keeps the attached order and shows a deleted knowledge base as not found', () => {
    expect(attachedOptions(['b', 'gone', 'a'], [kb('a'), kb('b')], 'Knowledge base not found').map((o) => o.title)).toEqual(['b', 'Knowledge base not found', 'a']);
  });
  it('chooses each id once, at most the limit', () => {
    expect(chosenIds([kb('a'), kb('a'), kb('b'), kb('c')], 2)).toEqual(['a', 'b']);
  });
  it('reads knowledgeBaseIds from a campaign (strings only) and saves them in template mode', () => {
    const campaign = normalizeCampaign({ agentInstructions: 'x', knowledgeBaseIds: ['a', 3, null, 'b'] });
    expect(campaign.knowledgeBaseIds).toEqual(['a', 'b']);
    expect(normalizeCampaign({}).knowledgeBaseIds).toEqual([]);
    expect(saveBody({ id: 1, campaign, baseRevision: 1, mode: 'TEMPLATE' }).knowledgeBaseIds).toEqual(['a', 'b']);
    expect(saveBody({ id: 1, campaign, baseRevision: 1, mode: 'FULL_AGENT' }).knowledgeBaseIds).toEqual(['a', 'b']);
  });
});

describe('the chat citations event', () => {
  const citation = { chunkId: '7', documentId: 'd', url: 'https://acme.example', title: 'Hours', score: 0.5, snippet: 'Open 9-5.' };
  it('is a known stream event folded into the reply', () => {
    const event = toPromptEvent('citations', JSON.stringify({ citations: [citation] }));
    expect(event).toEqual({ type: 'citations', citations: [citation] });
    expect(applyEvent(emptyReply(), event!).citations).toEqual([citation]);
  });
  it('ignores a malformed citations list', () => {
    expect(applyEvent(emptyReply(), { type: 'citations', citations: 'x' as never }).citations).toEqual([]);
  });
});

describe('the demo model with passages', () => {
  const request = (prompt: string, passages: ModelRequest['passages']): ModelRequest => ({
    system: 'You are the front desk.', actions: [], functions: [], confirmTransfers: false, history: [], prompt, passages,
  });
  async function reply(r: ModelRequest) {
    const events: ModelEvent[] = [];
    for await (const e of new DemoModel().stream(r)) events.push(e);
    return (events.at(-1) as { reply: string }).reply;
  }
  it('answers with the sentence of the best passage sharing most of the words', async () => {
    const text = 'We are open Monday to Friday. On Saturday we open at 9 am. Parking is free.';
    expect(await reply(request('When do you open on Saturday?', [{ title: 'Hours', url: 'https://a.example', text }, { title: 'Other', url: 'https://b.example', text: 'Parking is free.' }])))
      .toBe('From "Hours": On Saturday we open at 9 am.');
  });
  it('takes the first sentence when none shares a word, the URL when the page has no title', async () => {
    expect(await reply(request('xyz?', [{ title: '', url: 'https://a.example', text: 'First. Second.' }]))).toBe('From "https://a.example": First.');
  });
  it('answers as before without passages', async () => {
    expect(await reply(request('Hello', []))).toContain('demo model');
  });
  it('picks the sentence deterministically', () => {
    expect(bestSentence('A cat. A dog and a cat. A dog.', ['dog', 'cat'])).toBe('A dog and a cat.');
  });
});

describe('a turn\'s passages', () => {
  it('cuts a snippet at a word, with an ellipsis, and keeps a short text whole', () => {
    expect(snippetOf('  short   text ')).toBe('short text');
    const long = `${'word '.repeat(100)}end`;
    const snippet = snippetOf(long);
    expect(snippet.length).toBeLessThanOrEqual(281);
    expect(snippet.endsWith('word…')).toBe(true);
  });
  it('searches nothing for an agent without knowledge bases or for silence', async () => {
    const db = {} as Parameters<typeof retrieveFor>[0];
    expect(await retrieveFor(db, 1, [], 'hello')).toEqual({ passages: [], citations: [] });
    expect(await retrieveFor(db, 1, ['00000000-0000-4000-8000-000000000000'], '   ')).toEqual({ passages: [], citations: [] });
  });
  it('gives no passages, and says so, when the search fails: the turn goes on', async () => {
    const broken = { execute: () => Promise.reject(new Error('database gone')) } as unknown as Parameters<typeof retrieveFor>[0];
    expect(await retrieveFor(broken, 1, ['00000000-0000-4000-8000-000000000000'], 'opening hours')).toEqual({ passages: [], citations: [], failed: true });
  });
});
