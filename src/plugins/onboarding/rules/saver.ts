// Where each onboarding update goes (spec 1 §4.6): the local copy at once, the account settings after
// 1000 ms of quiet (at once when the delay is 0: complete and discard). A failed settings save is
// swallowed: the local copy already holds the update and the next one saves again. Timers injected.
import type { OnboardingState, Update } from './machine';

export interface SaverPorts {
  writeLocal(state: OnboardingState): void;
  saveSettings(state: OnboardingState): Promise<unknown>;
  setTimer(run: () => void, ms: number): unknown;
  clearTimer(handle: unknown): void;
}

export interface Saver {
  push(update: Update): void;
  /** writes a pending save now (the overlay closing) */
  flush(): Promise<void>;
  /** drops a pending save (unmounting after a reset) */
  cancel(): void;
}

export function createSaver(ports: SaverPorts): Saver {
  let pending: { handle: unknown; state: OnboardingState } | null = null;
  const save = async (state: OnboardingState) => {
    try {
      await ports.saveSettings(state);
    } catch {
      // spec 1 §4.6 / spec 2 §8: swallowed; the local copy is still updated
    }
  };
  const cancel = () => {
    if (pending) ports.clearTimer(pending.handle);
    pending = null;
  };
  return {
    push({ state, delay }) {
      try {
        ports.writeLocal(state);
      } catch {
        // storage full or denied: the settings copy still follows
      }
      cancel();
      if (delay <= 0) {
        void save(state);
        return;
      }
      const handle = ports.setTimer(() => {
        pending = null;
        void save(state);
      }, delay);
      pending = { handle, state };
    },
    async flush() {
      if (!pending) return;
      const { state } = pending;
      cancel();
      await save(state);
    },
    cancel,
  };
}
