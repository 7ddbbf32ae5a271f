// The agents' side of knowledge bases (issue 21 point 5) as data-provider methods of the `agents`
// resource: the organization's knowledge bases to attach (read here, not through the
// knowledge-base plugin's resource, so the editor does not depend on that plugin's screens being
// loaded), the retrieval test and the questions of real calls to replay.
import type { HttpClient } from '../../../adapters/http';

export const KB_LIST_PATH = '/api/v2/kb/knowledgebase';
export const RETRIEVAL_TEST_PATH = '/api/v2/kb/retrievalTest';
export const REPLAY_PATH = '/api/v2/kb/retrievalTest/questions';
/** Attachable at most (the server's limit too). */
export const MAX_ATTACHED = 10;

export interface KnowledgeBaseOption {
  id: string;
  title: string;
  items: number;
  chunks: number;
}

export interface RetrievalHit {
  chunkId: number | string;
  documentId: string;
  kbId: string;
  url: string;
  title: string;
  text: string;
  score: number;
  highlights?: { text: string; match: boolean }[];
}

export interface RetrievalSide {
  query: string;
  hits: RetrievalHit[];
}

export interface RetrievalResult {
  raw: RetrievalSide;
  processed: RetrievalSide;
}

export interface ReplayQuestion {
  text: string;
  callId: string;
  direction: string;
  timestamp: number;
}

export interface KnowledgeActions {
  knowledgeBaseOptions(resource: string, params: { orgId: number }): Promise<{ data: KnowledgeBaseOption[] }>;
  retrievalTest(resource: string, params: { id: number; question: string; kbIds?: string[] }): Promise<{ data: RetrievalResult }>;
  replayQuestions(resource: string, params: { id: number }): Promise<{ data: ReplayQuestion[] }>;
}

const PAGE = 100;

export function knowledgeActions(http: HttpClient): KnowledgeActions {
  return {
    async knowledgeBaseOptions(_r, { orgId }) {
      const response = await http.request<{ data?: KnowledgeBaseOption[] }>(KB_LIST_PATH, { query: { targetAccountId: orgId, page: 1, perPage: PAGE } });
      return { data: (response.data ?? []).map((kb) => ({ id: kb.id, title: kb.title, items: kb.items ?? 0, chunks: kb.chunks ?? 0 })) };
    },
    async retrievalTest(_r, { id, question, kbIds }) {
      const response = await http.request<RetrievalResult>(RETRIEVAL_TEST_PATH, {
        method: 'POST',
        query: { targetAccountId: id },
        body: { agentId: id, question, ...(kbIds?.length ? { kbIds } : {}) },
      });
      return { data: { raw: response.raw ?? { query: question, hits: [] }, processed: response.processed ?? { query: '', hits: [] } } };
    },
    async replayQuestions(_r, { id }) {
      const response = await http.request<{ questions?: ReplayQuestion[] }>(REPLAY_PATH, { query: { targetAccountId: id, agentId: id } });
      return { data: response.questions ?? [] };
    },
  };
}
