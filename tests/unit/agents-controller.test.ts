// The editor's save cycle against an in-memory backend (the controller's own interface, not our
// server's HTTP API), driven by fake timers: 1500 ms of quiet, publish's 1500 + 200 ms.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStorage, memoryStorage } from '../../src/adapters/storage';
import { AUTOSAVE_QUIET_MS, PUBLISH_WAIT_AFTER_MS, PUBLISH_WAIT_BEFORE_MS } from '../../src/plugins/agents/constants';
import { normalizeCampaign, type Campaign } from '../../src/plugins/agents/rules/campaign';
import { draftStore } from '../../src/plugins/agents/rules/draftStore';
import { AgentEditorController, type AgentBackend } from '../../src/plugins/agents/rules/editorController';
import { SPEC_MESSAGES } from '../../src/plugins/agents/specMessages';

class Conflict409 extends Error {
  status = 409;
}

function backend(start: Campaign) {
  const log: string[] = [];
  const server = { staging: start, production: start, revision: 1, failSave: null as Error | null, failPublish: null as Error | null };
  const api: AgentBackend = {
    async load() {
      log.push('load');
      return { campaign: server.staging, revision: server.revision };
    },
    async save(campaign, revision) {
      log.push(`save:${campaign.published}:${revision}`);
      if (server.failSave) throw server.failSave;
      if (revision !== server.revision) throw new Conflict409('stale');
      server.staging = campaign;
      server.revision += 1;
      return { revision: server.revision };
    },
    async publish() {
      log.push('publish');
      if (server.failPublish) throw server.failPublish;
      server.production = server.staging;
      server.staging = { ...server.staging, published: true };
    },
    async revert() {
      log.push('revert');
      server.staging = server.production;
      server.revision += 1;
    },
  };
  return { api, log, server };
}

const start = normalizeCampaign({ agentInstructions: 'Be kind.', voice: 'alloy' });
const drafts = () => draftStore(createStorage(memoryStorage()));

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

describe('autosave (spec 1 §4.1)', () => {
  it('a change is unpublished at once and saved after 1500 ms of quiet, not before', async () => {
    const { api, log } = backend(start);
    const c = new AgentEditorController(api, { campaign: start, revision: 1 }, { agentId: 'a1', mode: 'full' });
    c.change({ voice: 'nova' });
    expect(c.getState()).toMatchObject({ status: 'pending' });
    expect(c.getState().campaign.published).toBe(false);
    await vi.advanceTimersByTimeAsync(AUTOSAVE_QUIET_MS - 1);
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['save:false:1']);
    expect(c.getState()).toMatchObject({ status: 'saved', revision: 2 });
  });

  it('each change restarts the quiet period: one save for a burst', async () => {
    const { api, log } = backend(start);
    const c = new AgentEditorController(api, { campaign: start, revision: 1 }, { agentId: 'a1', mode: 'full' });
    for (let i = 0; i < 5; i++) {
      c.change({ agentInstructions: `v${i}` });
      await vi.advanceTimersByTimeAsync(1000);
    }
    expect(log).toEqual([]);
    await vi.advanceTimersByTimeAsync(500);
    expect(log).toEqual(['save:false:1']);
  });

  it('an empty prompt refuses the save with the spec message on the prompt field', async () => {
    const { api, log } = backend(start);
    const c = new AgentEditorController(api, { campaign: start, revision: 1 }, { agentId: 'a1', mode: 'full' });
    c.change({ agentInstructions: '  ' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_QUIET_MS);
    expect(log).toEqual([]);
    expect(c.getState().error).toEqual({ message: SPEC_MESSAGES.emptyPrompt, field: 'agentInstructions' });
    expect(await c.publish()).toBe(false);
    expect(log).toEqual([]);
  });

  it('a failed save shows the server message, else the catalogue one', async () => {
    const { api, server } = backend(start);
    const c = new AgentEditorController(api, { campaign: start, revision: 1 }, { agentId: 'a1', mode: 'full' });
    server.failSave = Object.assign(new Error('agentInstructions: too long'), { status: 400 });
    c.change({ voice: 'x' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_QUIET_MS);
    expect(c.getState()).toMatchObject({ status: 'failed', error: { message: 'agentInstructions: too long' } });
    server.failSave = Object.assign(new Error(''), { status: 500 });
    c.change({ voice: 'y' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_QUIET_MS);
    expect(c.getState().error?.message).toBe(SPEC_MESSAGES.failedToSaveStaging);
  });
});

describe('publish and revert (spec 1 §4.1)', () => {
  it('save staging (published false), wait 1500, publish, wait 200, reload', async () => {
    const { api, log } = backend(start);
    const c = new AgentEditorController(api, { campaign: start, revision: 1 }, { agentId: 'a1', mode: 'full' });
    c.change({ voice: 'nova' });
    const done = c.publish();
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['save:false:1']);
    await vi.advanceTimersByTimeAsync(PUBLISH_WAIT_BEFORE_MS - 1);
    expect(log).toEqual(['save:false:1']);
    await vi.advanceTimersByTimeAsync(1);
    expect(log).toEqual(['save:false:1', 'publish']);
    await vi.advanceTimersByTimeAsync(PUBLISH_WAIT_AFTER_MS - 1);
    expect(log).not.toContain('load');
    await vi.advanceTimersByTimeAsync(1);
    expect(await done).toBe(true);
    expect(log).toEqual(['save:false:1', 'publish', 'load']);
    expect(c.getState().campaign).toMatchObject({ voice: 'nova', published: true });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_QUIET_MS * 2);
    expect(log).toHaveLength(3); // the pending autosave was folded into the publish
  });

  it('a failed publish shows the catalogue message', async () => {
    const { api, server } = backend(start);
    server.failPublish = Object.assign(new Error(''), { status: 500 });
    const c = new AgentEditorController(api, { campaign: start, revision: 1 }, { agentId: 'a1', mode: 'full' });
    const done = c.publish();
    await vi.advanceTimersByTimeAsync(PUBLISH_WAIT_BEFORE_MS);
    expect(await done).toBe(false);
    expect(c.getState().error?.message).toBe(SPEC_MESSAGES.failedToPublish);
  });

  it('revert restores the published agent, reloads and drops the draft', async () => {
    const { api, log } = backend(start);
    const store = drafts();
    const c = new AgentEditorController(api, { campaign: start, revision: 1 }, { agentId: 'a1', mode: 'full', drafts: store });
    c.change({ voice: 'nova' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_QUIET_MS);
    expect(await c.revert()).toBe(true);
    expect(log.slice(-2)).toEqual(['revert', 'load']);
    expect(c.getState().campaign.voice).toBe('alloy');
    expect(store.read('a1')).toBeNull();
  });

  it('template mode saves as published directly, with the template message on failure', async () => {
    const { api, log, server } = backend(start);
    const c = new AgentEditorController(api, { campaign: start, revision: 1 }, { agentId: 'a1', mode: 'template' });
    c.change({ voice: 'nova' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_QUIET_MS);
    expect(log).toEqual(['save:true:1']);
    expect(log).not.toContain('publish');
    server.failSave = new Error('');
    c.change({ voice: 'echo' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_QUIET_MS);
    expect(c.getState().error?.message).toBe(SPEC_MESSAGES.failedToSaveTemplate);
  });
});

describe('drafts and conflicts (issue 9 point 5)', () => {
  it('the draft is kept from the first change until the server confirms', async () => {
    const { api, server } = backend(start);
    const store = drafts();
    const c = new AgentEditorController(api, { campaign: start, revision: 1 }, { agentId: 'a1', mode: 'full', drafts: store });
    server.failSave = new Error('down');
    c.change({ voice: 'nova' });
    expect(store.read('a1')?.campaign.voice).toBe('nova');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_QUIET_MS);
    expect(store.read('a1')?.campaign.voice).toBe('nova'); // a failed save keeps it
    server.failSave = null;
    await c.save();
    expect(store.read('a1')).toBeNull();
  });

  it('a new editor (reload, closed tab) resumes from the draft and saves it', async () => {
    const { api, log } = backend(start);
    const store = drafts();
    const first = new AgentEditorController(api, { campaign: start, revision: 1 }, { agentId: 'a1', mode: 'full', drafts: store });
    first.change({ agentInstructions: 'Draft prompt' });
    vi.clearAllTimers(); // the tab dies before the quiet period ends
    const second = new AgentEditorController(api, { campaign: start, revision: 1 }, { agentId: 'a1', mode: 'full', drafts: store });
    expect(second.getState()).toMatchObject({ restoredDraft: true, status: 'pending' });
    expect(second.getState().campaign.agentInstructions).toBe('Draft prompt');
    await vi.advanceTimersByTimeAsync(AUTOSAVE_QUIET_MS);
    expect(log).toEqual(['save:false:1']);
    expect(second.getState()).toMatchObject({ status: 'saved', restoredDraft: false });
    expect(store.read('a1')).toBeNull();
  });

  it('closing the editor saves a pending change at once', async () => {
    const { api, log } = backend(start);
    const c = new AgentEditorController(api, { campaign: start, revision: 1 }, { agentId: 'a1', mode: 'full' });
    c.change({ voice: 'nova' });
    c.close();
    await vi.advanceTimersByTimeAsync(0);
    expect(log).toEqual(['save:false:1']);
  });

  it('only the user discards a draft', async () => {
    const { api } = backend(start);
    const store = drafts();
    store.write('a1', { campaign: { ...start, voice: 'draft' }, revision: 1, savedAt: 0 });
    const c = new AgentEditorController(api, { campaign: start, revision: 1 }, { agentId: 'a1', mode: 'full', drafts: store });
    c.discardDraft();
    await vi.advanceTimersByTimeAsync(0);
    expect(store.read('a1')).toBeNull();
    expect(c.getState().campaign.voice).toBe('alloy');
  });

  it('a stale save (409) holds both sides and stops autosave; keep mine saves on their revision', async () => {
    const { api, log, server } = backend(start);
    const store = drafts();
    const c = new AgentEditorController(api, { campaign: start, revision: 1 }, { agentId: 'a1', mode: 'full', drafts: store });
    server.staging = { ...start, voice: 'other tab' };
    server.revision = 2;
    c.change({ voice: 'mine' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_QUIET_MS);
    const state = c.getState();
    expect(state.status).toBe('conflict');
    expect(state.conflict).toMatchObject({ mine: { voice: 'mine' }, theirs: { voice: 'other tab' }, theirsRevision: 2 });
    expect(store.read('a1')?.campaign.voice).toBe('mine');
    c.change({ timezone: 'UTC' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_QUIET_MS * 2);
    expect(log.filter((l) => l.startsWith('save'))).toHaveLength(1);
    expect(await c.resolveConflict('keepMine')).toBe(true);
    expect(server.staging).toMatchObject({ voice: 'mine', timezone: 'UTC' });
    expect(store.read('a1')).toBeNull();
  });

  it('take theirs saves nothing and drops the draft', async () => {
    const { api, log, server } = backend(start);
    const store = drafts();
    const c = new AgentEditorController(api, { campaign: start, revision: 1 }, { agentId: 'a1', mode: 'full', drafts: store });
    server.revision = 5;
    c.change({ voice: 'mine' });
    await vi.advanceTimersByTimeAsync(AUTOSAVE_QUIET_MS);
    expect(await c.resolveConflict('takeTheirs')).toBe(true);
    expect(log.filter((l) => l.startsWith('save'))).toHaveLength(1);
    expect(c.getState()).toMatchObject({ status: 'saved', revision: 5 });
    expect(store.read('a1')).toBeNull();
  });
});

describe('publishing with failing test scenarios (issue 9 point 10)', () => {
  const refused = () => Object.assign(new Error('Some test scenarios fail on this version. Publish anyway?'), { status: 409, body: { failingScenarios: [{ id: 's1', name: 'Books' }] } });

  it('asks; confirmed, publishes again with the confirmation', async () => {
    const { api, log } = backend(start);
    const calls: (boolean | undefined)[] = [];
    const publish = api.publish;
    api.publish = async (revision, confirm) => {
      calls.push(confirm);
      if (!confirm) throw refused();
      return publish(revision, confirm);
    };
    const asked: string[] = [];
    const c = new AgentEditorController(api, { campaign: start, revision: 1 }, {
      agentId: 'a1',
      mode: 'full',
      confirmFailingScenarios: async (message) => (asked.push(message), true),
    });
    const done = c.publish();
    await vi.advanceTimersByTimeAsync(PUBLISH_WAIT_BEFORE_MS + PUBLISH_WAIT_AFTER_MS);
    expect(await done).toBe(true);
    expect(asked).toEqual(['Some test scenarios fail on this version. Publish anyway?']);
    expect(calls).toEqual([undefined, true]);
    expect(log).toContain('publish');
  });

  it('declined: nothing published, the message stays', async () => {
    const { api } = backend(start);
    api.publish = async () => {
      throw refused();
    };
    const c = new AgentEditorController(api, { campaign: start, revision: 1 }, { agentId: 'a1', mode: 'full', confirmFailingScenarios: async () => false });
    const done = c.publish();
    await vi.advanceTimersByTimeAsync(PUBLISH_WAIT_BEFORE_MS);
    expect(await done).toBe(false);
    expect(c.getState().error?.message).toMatch(/Publish anyway/);
  });
});
