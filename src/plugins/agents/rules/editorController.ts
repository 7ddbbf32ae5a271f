// The agent editor's save cycle (spec 1 §4.1), framework-free so fake timers can drive it:
// any change marks the campaign unpublished, keeps a local draft and saves staging after 1500 ms of
// quiet; publish = save staging (published false), wait 1500 ms, publish, wait 200 ms, reload;
// revert restores the published agent and reloads; in template mode the save is the publish
// (published true, directly). An empty prompt refuses save and publish. A 409 stops autosave and
// holds both sides for the save-conflict dialog.
import { AUTOSAVE_QUIET_MS, PUBLISH_WAIT_AFTER_MS, PUBLISH_WAIT_BEFORE_MS } from '../constants';
import { RULE_MESSAGES, SPEC_MESSAGES } from '../specMessages';
import { campaignPayload, promptError, type Campaign } from './campaign';
import { decideConflict, type Conflict, type ConflictChoice } from './conflict';
import type { DraftStore } from './draftStore';

export interface Loaded {
  campaign: Campaign;
  revision: number | null;
}

export interface AgentBackend {
  load(): Promise<Loaded>;
  /** saves the campaign on top of `revision`; rejects with status 409 when the server moved on */
  save(campaign: Campaign, revision: number | null): Promise<{ revision: number | null }>;
  /** publishes staging as saved at `revision`; `confirmFailing`: even with failing test scenarios */
  publish(revision: number | null, confirmFailing?: boolean): Promise<{ revision: number | null } | void>;
  revert(): Promise<void>;
}

export type SaveStatus = 'saved' | 'pending' | 'saving' | 'failed' | 'conflict' | 'publishing' | 'reverting';

export interface EditorError {
  message: string;
  /** the campaign field it is about (the prompt), else the whole editor */
  field?: 'agentInstructions';
}

export interface EditorState {
  campaign: Campaign;
  /** what the server confirmed last (the conflict dialog's base) */
  base: Campaign;
  revision: number | null;
  status: SaveStatus;
  error: EditorError | null;
  conflict: Conflict | null;
  /** a draft from an earlier session was restored and is not yet confirmed */
  restoredDraft: boolean;
}

export interface ControllerOptions {
  agentId: string;
  mode: 'full' | 'template';
  drafts?: DraftStore;
  /** asked when the server refuses a publish because test scenarios fail (its message); true publishes anyway */
  confirmFailingScenarios?: (message: string) => Promise<boolean>;
}

/** A publish refused because test scenarios fail on this version (409 with failingScenarios). */
const failingScenarios = (error: unknown) =>
  (error as { status?: unknown })?.status === 409 &&
  Array.isArray((error as { body?: { failingScenarios?: unknown } }).body?.failingScenarios);

const wait = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));
const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;
const messageOf = (error: unknown, fallback: string) =>
  error instanceof Error && error.message && statusOf(error) !== 0 ? error.message : fallback;

export class AgentEditorController {
  private state: EditorState;
  private listeners = new Set<(state: EditorState) => void>();
  private timer: ReturnType<typeof setTimeout> | null = null;
  private inFlight: Promise<boolean> | null = null;

  constructor(
    private readonly backend: AgentBackend,
    loaded: Loaded,
    private readonly options: ControllerOptions,
  ) {
    const draft = options.drafts?.read(options.agentId) ?? null;
    this.state = {
      campaign: draft ? draft.campaign : loaded.campaign,
      base: draft?.base ?? loaded.campaign,
      revision: draft ? draft.revision : loaded.revision,
      status: draft ? 'pending' : 'saved',
      error: null,
      conflict: null,
      restoredDraft: !!draft,
    };
    if (draft) this.schedule();
  }

  getState = (): EditorState => this.state;

  subscribe = (listener: (state: EditorState) => void): (() => void) => {
    this.listeners.add(listener);
    return () => void this.listeners.delete(listener);
  };

  private set(patch: Partial<EditorState>) {
    this.state = { ...this.state, ...patch };
    this.listeners.forEach((l) => l(this.state));
  }

  /** Any change: unpublished, kept locally, saved after the quiet period (none while in conflict). */
  change(update: Partial<Campaign> | ((campaign: Campaign) => Campaign)) {
    const next = typeof update === 'function' ? update(this.state.campaign) : { ...this.state.campaign, ...update };
    const campaign = { ...next, published: this.options.mode === 'template' };
    this.options.drafts?.write(this.options.agentId, { campaign, revision: this.state.revision, base: this.state.base, savedAt: Date.now() });
    if (this.state.status === 'conflict') {
      this.set({ campaign, conflict: this.state.conflict && { ...this.state.conflict, mine: campaign } });
      return;
    }
    this.set({ campaign, status: 'pending', error: null });
    this.schedule();
  }

  private schedule() {
    this.cancelTimer();
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.save();
    }, AUTOSAVE_QUIET_MS);
  }

  private cancelTimer() {
    if (this.timer !== null) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Saves now (waiting for a save under way first); true when the server holds the current campaign. */
  async save(): Promise<boolean> {
    this.cancelTimer();
    while (this.inFlight) await this.inFlight;
    if (this.state.status === 'conflict') return false;
    this.inFlight = this.saveOnce(this.state.campaign);
    try {
      return await this.inFlight;
    } finally {
      this.inFlight = null;
    }
  }

  private failedSaveMessage() {
    return this.options.mode === 'template' ? SPEC_MESSAGES.failedToSaveTemplate : SPEC_MESSAGES.failedToSaveStaging;
  }

  /** Template mode sends no prompt (the server renders the template's): nothing to check. */
  private refusal(campaign: Campaign): string | null {
    return this.options.mode === 'template' ? null : promptError(campaign);
  }

  private async saveOnce(campaign: Campaign, revision = this.state.revision): Promise<boolean> {
    const refused = this.refusal(campaign);
    if (refused) {
      this.set({ status: 'failed', error: { message: refused, field: 'agentInstructions' } });
      return false;
    }
    this.set({ status: 'saving', error: null });
    try {
      const saved = await this.backend.save(campaignPayload(campaign), revision);
      const current = this.state.campaign === campaign;
      if (current) this.options.drafts?.clear(this.options.agentId);
      else this.options.drafts?.write(this.options.agentId, { campaign: this.state.campaign, revision: saved.revision, base: campaign, savedAt: Date.now() });
      this.set({ base: campaign, revision: saved.revision, status: current ? 'saved' : 'pending', restoredDraft: current ? false : this.state.restoredDraft });
      if (!current) this.schedule();
      return current;
    } catch (error) {
      if (statusOf(error) === 409) await this.enterConflict();
      else this.set({ status: 'failed', error: { message: messageOf(error, this.failedSaveMessage()) } });
      return false;
    }
  }

  private async enterConflict() {
    try {
      const theirs = await this.backend.load();
      const conflict: Conflict = { base: this.state.base, mine: this.state.campaign, theirs: theirs.campaign, theirsRevision: theirs.revision };
      this.set({ status: 'conflict', conflict, error: null });
    } catch (error) {
      this.set({ status: 'failed', error: { message: messageOf(error, this.failedSaveMessage()) } });
    }
  }

  /** The user's answer to a conflict; `merged` is the hand-merged campaign for 'merge'. */
  async resolveConflict(choice: ConflictChoice, merged?: Campaign): Promise<boolean> {
    const conflict = this.state.conflict;
    if (!conflict) return false;
    const decision = decideConflict(conflict, choice, merged);
    this.set({ conflict: null, status: 'pending', campaign: decision.campaign, base: conflict.theirs, revision: decision.revision });
    if (!decision.save) {
      this.options.drafts?.clear(this.options.agentId);
      this.set({ status: 'saved', restoredDraft: false });
      return true;
    }
    return this.save();
  }

  /** Spec 1 §4.1 publish; in template mode saving is publishing. */
  async publish(): Promise<boolean> {
    const refused = this.refusal(this.state.campaign);
    if (refused) {
      this.set({ status: 'failed', error: { message: refused, field: 'agentInstructions' } });
      return false;
    }
    if (this.options.mode === 'template') return this.save();
    this.cancelTimer();
    while (this.inFlight) await this.inFlight;
    if (this.state.status === 'conflict') return false;
    const staging = { ...this.state.campaign, published: false };
    this.set({ campaign: staging });
    if (!(await this.saveOnce(staging))) return false;
    this.set({ status: 'publishing' });
    await wait(PUBLISH_WAIT_BEFORE_MS);
    try {
      await this.backend.publish(this.state.revision);
    } catch (error) {
      const ask = this.options.confirmFailingScenarios;
      const published = failingScenarios(error) && ask ? await this.publishAnyway(ask, messageOf(error, SPEC_MESSAGES.failedToPublish)) : false;
      if (!published) {
        this.set({ status: 'failed', error: { message: messageOf(error, SPEC_MESSAGES.failedToPublish) } });
        return false;
      }
    }
    await wait(PUBLISH_WAIT_AFTER_MS);
    return this.reload();
  }

  private async publishAnyway(ask: (message: string) => Promise<boolean>, message: string): Promise<boolean> {
    if (!(await ask(message))) return false;
    try {
      await this.backend.publish(this.state.revision, true);
      return true;
    } catch {
      return false;
    }
  }

  /** Restores the published agent and reloads; the local draft goes with the unpublished changes. */
  async revert(): Promise<boolean> {
    this.cancelTimer();
    while (this.inFlight) await this.inFlight;
    this.set({ status: 'reverting', error: null });
    try {
      await this.backend.revert();
    } catch (error) {
      this.set({ status: 'failed', error: { message: messageOf(error, RULE_MESSAGES.revertFailed) } });
      return false;
    }
    this.options.drafts?.clear(this.options.agentId);
    return this.reload();
  }

  /** The user throws the local draft away: back to what the server holds. */
  discardDraft() {
    this.cancelTimer();
    this.options.drafts?.clear(this.options.agentId);
    void this.reload();
  }

  async reload(): Promise<boolean> {
    try {
      const loaded = await this.backend.load();
      this.set({ campaign: loaded.campaign, base: loaded.campaign, revision: loaded.revision, status: 'saved', error: null, conflict: null, restoredDraft: false });
      return true;
    } catch (error) {
      this.set({ status: 'failed', error: { message: messageOf(error, this.failedSaveMessage()) } });
      return false;
    }
  }

  /** Closing the editor: a pending change is saved now (its draft stays until the server confirms). */
  close() {
    if (this.timer === null) return;
    this.cancelTimer();
    void this.save();
  }
}
