// searchChunks and processQuery (the contract's server functions): ranked over one organization's
// knowledge bases only, highlight segments that rebuild the chunk's text, odd input answered with
// no hits rather than an error; the demo model's query rewriting.
import { describe, expect, it } from 'vitest';
import { kbChunks, kbDocuments, knowledgeBases } from '../../server/db/schema';
import { demoProcessQuery, processQuery } from '../../server/kb/processQuery';
import { highlightSegments, searchChunks } from '../../server/kb/search';
import { serverWith } from './helpers';

const { server } = await serverWith([]);
const { db } = server.db;
const { acme, globex } = server.seeded.orgs;

async function kbWith(accountId: number, pages: { url: string; title: string; chunks: string[] }[]) {
  const [kb] = await db.insert(knowledgeBases).values({ accountId, title: 'Help' }).returning();
  for (const page of pages) {
    const [doc] = await db.insert(kbDocuments).values({ kbId: kb!.id, accountId, url: page.url, title: page.title, status: 'ready' }).returning();
    await db.insert(kbChunks).values(page.chunks.map((text, position) => ({ documentId: doc!.id, kbId: kb!.id, accountId, position, title: page.title, text })));
  }
  return kb!.id;
}

const acmeKb = await kbWith(acme, [
  { url: 'https://acme.test/hours', title: 'Opening hours', chunks: ['We are open Monday to Friday, 9 to 5. The shop is closed on Sundays.'] },
  { url: 'https://acme.test/refunds', title: 'Refunds', chunks: ['Refunds are paid within 14 days. A refund needs the receipt.', 'Shipping is free above 50 dollars.'] },
  { url: 'https://acme.test/misc', title: 'Misc', chunks: ['Our refund desk also sells gift cards.'] },
]);
const globexKb = await kbWith(globex, [{ url: 'https://globex.test/refunds', title: 'Refunds', chunks: ['Globex refunds take 30 days.'] }]);

describe('searchChunks', () => {
  it('ranks the chunks that match, best first, with the page they come from', async () => {
    const hits = await searchChunks(db, { accountId: acme, kbIds: [acmeKb], query: 'refund receipt' });
    expect(hits.map((h) => h.url)).toEqual(['https://acme.test/refunds']);
    const broad = await searchChunks(db, { accountId: acme, kbIds: [acmeKb], query: 'refund' });
    // the page title counts too (weight A): the shipping chunk is on the Refunds page
    expect(broad[0]!.text).toBe('Refunds are paid within 14 days. A refund needs the receipt.');
    expect(broad.map((h) => h.text).slice(1).sort()).toEqual(['Our refund desk also sells gift cards.', 'Shipping is free above 50 dollars.']);
    expect(broad[0]!.score).toBeGreaterThan(broad[1]!.score);
    expect(broad[1]!.score).toBeGreaterThanOrEqual(broad[2]!.score);
    expect(await searchChunks(db, { accountId: acme, kbIds: [acmeKb], query: 'gift cards' })).toHaveLength(1);
    expect(broad[0]).toMatchObject({ kbId: acmeKb, title: 'Refunds', chunkId: expect.stringMatching(/^\d+$/) });
  });

  it('cuts the chunk into highlight segments that rebuild its text, the query words marked', async () => {
    const [hit] = await searchChunks(db, { accountId: acme, kbIds: [acmeKb], query: 'closed sunday' });
    expect(hit!.highlights.map((s) => s.text).join('')).toBe(hit!.text);
    expect(hit!.highlights.filter((s) => s.match).map((s) => s.text)).toEqual(['closed', 'Sundays']);
  });

  it('never reads another organization\'s knowledge base, even given its id', async () => {
    expect(await searchChunks(db, { accountId: acme, kbIds: [globexKb], query: 'refunds' })).toEqual([]);
    expect(await searchChunks(db, { accountId: globex, kbIds: [acmeKb, globexKb], query: 'refunds' })).toHaveLength(1);
  });

  it('answers no hits for empty, odd or hostile queries and ids, and honours the limit', async () => {
    for (const query of ['', '   ', 'the of', '"', '-', '!!!', "'); drop table kb_chunks; --", '\uE000refund\uE001', 'x'.repeat(5000)]) {
      const hits = await searchChunks(db, { accountId: acme, kbIds: [acmeKb], query });
      for (const hit of hits) expect(hit.highlights.map((s) => s.text).join('')).toBe(hit.text);
    }
    expect(await searchChunks(db, { accountId: acme, kbIds: ['not-a-uuid'], query: 'refund' })).toEqual([]);
    expect(await searchChunks(db, { accountId: acme, kbIds: [], query: 'refund' })).toEqual([]);
    expect(await searchChunks(db, { accountId: acme, kbIds: [acmeKb], query: 'refund', limit: 1 })).toHaveLength(1);
    expect(await searchChunks(db, { accountId: acme, kbIds: [acmeKb], query: 'refund or shipping', limit: 0 })).toHaveLength(3);
  });
});

describe('highlightSegments', () => {
  it('splits at the markers and never loses text', () => {
    expect(highlightSegments('a \uE000b\uE001 c \uE000d\uE001')).toEqual([
      { text: 'a ', match: false }, { text: 'b', match: true }, { text: ' c ', match: false }, { text: 'd', match: true },
    ]);
    expect(highlightSegments('')).toEqual([]);
  });
});

describe('processQuery', () => {
  it('drops fillers and question words and keeps the nouns and numbers (demo model)', async () => {
    expect(demoProcessQuery('Um, so what time do you open on Saturday?')).toBe('time open saturday');
    expect(await processQuery('How much is the refund for order 1234, please?')).toBe('refund order 1234');
    expect(await processQuery('what is it?')).toBe('what is it?');
  });

  it('processed terms find what the spoken question alone ranks lower', async () => {
    const spoken = 'Hi, could you tell me when are you closed?';
    const hits = await searchChunks(db, { accountId: acme, kbIds: [acmeKb], query: await processQuery(spoken) });
    expect(hits[0]?.url).toBe('https://acme.test/hours');
  });
});
