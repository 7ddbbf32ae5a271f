// The knowledge-base server's words: crawl failures in plain words (shown beside each document),
// route errors and audit labels.
export const KB_NOT_FOUND = 'Knowledge base not found';
export const DOCUMENT_NOT_FOUND = 'Document not found';

export const CRAWL_ERRORS = {
  robots: 'robots.txt disallows this page',
  tooLarge: 'The page is larger than 2 MB',
  tooManyRedirects: 'Too many redirects',
  redirectLoop: 'Too many redirects (a redirect loop)',
  private: 'Private address refused',
  unresolved: 'The host name could not be resolved',
  unreachable: 'The site could not be reached',
  notHttp: 'Only http and https pages can be added',
  contentType: (type: string) => `Not a web page (${type || 'no content type'}): only text/html and text/plain are read`,
  status: (status: number, text: string) => `HTTP ${status}${text ? ` ${text}` : ''}`,
  timedOut: (seconds: number) => `Timed out after ${seconds} s`,
  empty: 'The page has no text',
} as const;

export const SITEMAP_ERRORS = {
  notSitemap: 'url: Not a sitemap (expected <urlset> or <sitemapindex>)',
} as const;

export const KB_AUDIT_ACTIONS = {
  'kb.created': 'Knowledge base created',
  'kb.deleted': 'Knowledge base deleted',
  'kb.documentsAdded': 'Knowledge-base pages added',
  'kb.documentRefreshed': 'Knowledge-base page refreshed',
  'kb.documentDeleted': 'Knowledge-base page deleted',
} as const;
