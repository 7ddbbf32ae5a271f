// The knowledge-base plugin's constants (kb-contract: 1..500 URLs a call; the console polls every 2 s
// while a crawl runs). Kept apart from messages.ts so the rules and the messages both read them.
export const MAX_URLS = 500;
export const MAX_URL_LENGTH = 2048;
export const TITLE_MAX = 200;
export const POLL_MS = 2_000;
export const PAGE_SIZE = 25;
/** documents a page: crawl progress is exact over one page unless the server counts (api.ts) */
export const DOCUMENTS_PAGE_SIZE = 100;
/** the spec's constant: knowledge base processQuery defaults true */
export const PROCESS_QUERY_DEFAULT = true;
export const QUERY_LIMIT = 5;
/** the server's cap on a question's length */
export const MAX_QUERY_LENGTH = 1000;
/** the invalid lines the add-URLs dialog lists before "…and N more" */
export const SHOWN_INVALID = 5;
