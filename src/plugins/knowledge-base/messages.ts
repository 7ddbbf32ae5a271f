// Every string the knowledge-base plugin shows, in one place. Field labels reach react-admin as
// resources.knowledge-bases.fields.*; common words (Cancel, Close) are react-admin's own.
import { defineResourceMessages, formatNumber, localized } from '@kernel/sdk';
import fr from './messages.fr';
import { MAX_URLS } from './limits';

/** Spec doc 2 §8: a knowledge-base call that fails throws with the status text, prefixed by what failed. */
export const FAILED = {
  sitemap: 'Failed to fetch sitemap',
  create: 'Failed to create knowledge base',
  delete: 'Failed to delete knowledge base',
  addDocuments: 'Failed to add documents',
  refresh: 'Failed to refresh document',
  deleteDocument: 'Failed to delete document',
  query: 'Failed to query knowledge base',
} as const;

export type FailedCall = keyof typeof FAILED;

const english = {
  fields: { title: 'Title', items: 'Documents', chunks: 'Chunks', status: 'Status', updatedAt: 'Updated', createdAt: 'Created' },
  docFields: { url: 'URL', title: 'Title', status: 'Status', bytes: 'Size', chunks: 'Chunks', fetchedAt: 'Fetched' },
  kbStatus: { idle: 'Ready', crawling: 'Crawling' } as Record<string, string>,
  docStatus: { queued: 'Queued', crawling: 'Crawling', ready: 'Ready', failed: 'Failed' } as Record<string, string>,
  titles: {
    list: 'Knowledge bases',
    create: 'Create knowledge base',
    documents: 'Documents',
    addUrls: 'Add URLs',
    sitemap: 'Import from sitemap',
    query: 'Try a question',
  },
  actions: {
    create: 'Create knowledge base',
    addUrls: 'Add URLs',
    sitemap: 'Import from sitemap',
    findPages: 'Find pages',
    selectAll: 'Select all',
    add: (n: number) => (n === 1 ? 'Add 1 page' : `Add ${formatNumber(n)} pages`),
    addUrlsCount: (n: number) => (n === 1 ? 'Add 1 URL' : `Add ${formatNumber(n)} URLs`),
    refresh: 'Refresh',
    deleteDocument: 'Delete document',
    delete: 'Delete knowledge base',
    ask: 'Search',
    back: 'All knowledge bases',
  },
  hints: {
    title: 'A name your team recognises, e.g. "Help centre".',
    urls: `One http or https URL per line, at most ${MAX_URLS}.`,
    sitemap: 'The address of a sitemap.xml (a sitemap index is followed one level).',
    processQuery: 'Rewrite the question into search terms first, as an agent does on a call.',
  },
  empty: 'No knowledge bases yet.',
  emptyHint: 'Create one, then add web pages for your agents to search.',
  noDocuments: 'No documents yet. Add URLs or import a sitemap.',
  noResults: 'No passage matches that question.',
  processQueryLabel: 'Process query',
  listFailed: 'The knowledge bases could not be loaded.',
  loading: 'Loading knowledge base…',
  loadFailed: 'The knowledge base could not be loaded.',
  documentsFailed: 'The documents could not be loaded.',
  progress: (ready: number, total: number) => `${formatNumber(ready)} of ${formatNumber(total)} ready`,
  progressFailed: (n: number) => (n === 1 ? '1 failed' : `${formatNumber(n)} failed`),
  crawlDone: 'Every document is crawled.',
  urlCount: (valid: number, invalid: number) =>
    `${formatNumber(valid)} valid ${valid === 1 ? 'URL' : 'URLs'}${invalid ? `, ${formatNumber(invalid)} to fix` : ''}`,
  invalidLine: (line: number, text: string, reason: string) => `Line ${line}: ${text} — ${reason}`,
  moreInvalid: (n: number) => `…and ${formatNumber(n)} more`,
  found: (n: number) => (n === 1 ? 'Found 1 page.' : `Found ${formatNumber(n)} pages.`),
  foundNone: 'That sitemap lists no pages.',
  processedQuery: (q: string) => `Searched for: ${q}`,
  score: (s: number) => `Score ${s.toFixed(3)}`,
  rank: (n: number) => `#${n}`,
  confirmDelete: (title: string) => `Delete the knowledge base "${title}"? Its documents and chunks go with it; agents stop citing it.`,
  confirmDeleteDocument: (url: string) => `Delete the document ${url}? Its chunks are no longer searched.`,
  notify: {
    created: 'Knowledge base created',
    deleted: 'Knowledge base deleted',
    added: (n: number) => (n === 1 ? '1 document queued for crawling' : `${formatNumber(n)} documents queued for crawling`),
    refreshed: 'Document queued for crawling again',
    documentDeleted: 'Document deleted',
  },
  validation: {
    required: 'Required',
    titleLong: 'At most 200 characters.',
    titleControl: 'Remove the control characters.',
    noUrls: 'Enter at least one URL.',
    tooMany: (n: number) => `At most ${MAX_URLS} URLs at once (${formatNumber(n)} entered).`,
    notUrl: 'not a URL',
    notHttp: 'only http and https',
    tooLong: 'longer than 2,048 characters',
    credentials: 'user names and passwords are not allowed in URLs',
    sitemapUrl: 'Enter the http or https address of the sitemap.',
    question: 'Type a question.',
    noneSelected: 'Select at least one page.',
  },
  /** a document's error as its owner reads it (rules.ts picks one by the server's words) */
  docErrors: {
    robots: "The site's robots.txt does not allow reading this page.",
    notFound: 'The page was not found (404).',
    http: (status: string) => `The site answered with an error (${status}).`,
    timeout: 'The page took too long to answer.',
    tooLarge: 'The page is larger than the size limit.',
    redirects: 'The page redirects too many times (or in a loop).',
    private: 'The address is private or local: it cannot be fetched.',
    dns: "The site's name could not be found.",
    refused: 'The site could not be reached.',
    type: 'The page is not HTML or text.',
    empty: 'The page has no readable text.',
    unknown: 'The page could not be read.',
  },
  // react-admin's resource names (singular |||| plural)
  resourceNames: { 'knowledge-bases': 'Knowledge base |||| Knowledge bases' },
} as const;

/** The English messages: messages.fr.ts translates this shape (Translation<EnglishMessages>). */
export type EnglishMessages = typeof english;

export const messages = localized(english, { fr });

export const KB_LOAD = { loading: messages.loading, failed: messages.loadFailed };

defineResourceMessages('knowledge-bases', { name: messages.resourceNames['knowledge-bases'], fields: messages.fields });
