// The knowledge-base routes' zod schemas (contract: /work/briefs/kb-contract.md). Validation messages
// name the field; URLs are http or https only, at most 2,048 characters, at most 500 per call.
import { z } from 'zod';
import { reply, success } from '../kit/schemas';

export const MAX_URL_LENGTH = 2048;
export const MAX_URLS_PER_CALL = 500;
export const MAX_QUERY_LENGTH = 1000;

const isHttpUrl = (text: string) => {
  try {
    const url = new URL(text);
    return (url.protocol === 'http:' || url.protocol === 'https:') && !url.username && !url.password && url.hostname !== '';
  } catch {
    return false;
  }
};

export const httpUrl = z
  .string('Expected a URL')
  .trim()
  .min(1, 'Required')
  .max(MAX_URL_LENGTH, `At most ${MAX_URL_LENGTH} characters`)
  .refine(isHttpUrl, 'Expected an http or https URL');

export const kbParams = z.object({ id: z.string().max(100).describe('Knowledge base id (uuid)') });
export const docParams = kbParams.extend({ docId: z.string().max(100).describe('Document id (uuid)') });

export const pageQuery = z.object({
  page: z.coerce.number('Expected a page number').int('Expected a page number').min(1).max(100_000).default(1),
  perPage: z.coerce.number('Expected a page size').int('Expected a page size').min(1).max(200).default(25),
});
export const kbListQuery = pageQuery.extend({ q: z.string().max(200).default('') });

export const createKbBody = z.object({ title: z.string('Required').trim().min(1, 'Required').max(200, 'At most 200 characters') });
export const addDocsBody = z.object({
  urls: z.array(httpUrl, 'Expected a list of URLs').min(1, 'At least one URL').max(MAX_URLS_PER_CALL, `At most ${MAX_URLS_PER_CALL} URLs per call`),
});
export const sitemapBody = z.object({ url: httpUrl });
export const queryBody = z.object({
  query: z.string('Required').trim().min(1, 'Required').max(MAX_QUERY_LENGTH, `At most ${MAX_QUERY_LENGTH} characters`),
  processQuery: z.boolean('Expected true or false').default(true),
  limit: z.number('Expected a number').int('Expected a whole number').min(1).max(50).default(5),
});

export const kbDoc = reply('A knowledge base: id, title, items (documents), chunks, status (idle | crawling), createdAt, updatedAt');
export const docDoc = reply('A document: id, kbId, url, title, status (queued | crawling | ready | failed), error, bytes, chunks, fetchedAt, updatedAt');
export const kbList = reply('A page of knowledge bases', { success, data: z.array(kbDoc), total: z.number() });
export const docList = reply('A page of documents', { data: z.array(docDoc), total: z.number() });
export const docsAdded = reply('The documents added, each queued for crawling', { data: z.array(docDoc) });
export const queryReply = reply('The ranked hits: chunkId, documentId, kbId, url, title, text, score, highlights [{ text, match }]', {
  query: z.string(),
  processedQuery: z.string().nullable(),
  results: z.array(reply('A hit')),
});
export const sitemapReply = reply('The page URLs the sitemap lists (nested sitemaps followed one level), at most 1,000', { urls: z.array(z.string()) });
export const doneReply = reply('Done', { success });
