// The unsaved draft of an agent (issue 9 point 5): kept in the kernel's namespaced local storage from
// the first change until the server confirms a save of it, so a reload, a failed save or a closed tab
// loses nothing; only the user discards it.
import type { Storage } from '../../../adapters/storage';
import { DRAFT_STORAGE_PREFIX } from '../constants';
import type { Campaign } from './campaign';

export interface Draft {
  campaign: Campaign;
  /** the server revision the draft was based on */
  revision: number | null;
  /** what the server held when the draft started (the merge's common ancestor) */
  base?: Campaign;
  savedAt: number;
}

export interface DraftStore {
  read(agentId: string): Draft | null;
  write(agentId: string, draft: Draft): void;
  clear(agentId: string): void;
}

export function draftStore(storage: Storage): DraftStore {
  const key = (agentId: string) => `${DRAFT_STORAGE_PREFIX}${agentId}`;
  return {
    read(agentId) {
      const draft = storage.getJson<Draft>(key(agentId));
      return draft && typeof draft === 'object' && draft.campaign && typeof draft.campaign === 'object' ? draft : null;
    },
    write(agentId, draft) {
      try {
        storage.setJson(key(agentId), draft);
      } catch {
        // storage full or refused: the editor still holds the draft in memory
      }
    },
    clear: (agentId) => storage.remove(key(agentId)),
  };
}
