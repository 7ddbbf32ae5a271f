// The tasks plugin's pure rules: the campaign form's checks and bodies, the state's actions, the
// funnel's grouping, the preflight's figures, and the list query the adapter sends.
import { describe, expect, it } from 'vitest';
import { listQuery } from '../../src/plugins/tasks/api';
import { messages } from '../../src/plugins/tasks/messages';
import {
  actionsFor, applyUpdate, callTranscriptKey, canChangeSettings, canEdit, EMPTY_COUNTS, formatDuration, funnelStages, progressPercent,
} from '../../src/plugins/tasks/rules/campaign';
import { problemsByKind, problemTotal, rowChanged, rowValues, uploadPercent } from '../../src/plugins/tasks/rules/preflight';
import { createBody, editBody, fieldFor, settingsBody, toFormValues, validateSettings, validateTaskForm, type TaskFormValues } from '../../src/plugins/tasks/rules/taskForm';
import type { Task } from '../../src/plugins/tasks/rules/types';

const v = messages.validation;
const valid = (over: Partial<TaskFormValues> = {}): TaskFormValues => ({
  ...toFormValues(), name: 'Renewals', agentId: 7, fromNumber: '+14155550100', timezone: 'America/New_York', ...over,
});
const task = (over: Partial<Task> = {}): Task => ({
  id: 1, name: 'Renewals', agentId: 7, fromNumber: '+14155550100', state: 'draft', deleted: false, timezone: 'Europe/Paris',
  window: { days: [1, 3], start: '08:30', end: '18:00' }, concurrency: 4,
  retries: { noAnswer: { max: 3, delayMinutes: 30 }, busy: { max: 1, delayMinutes: 5 } },
  startAt: null, createdAt: '', updatedAt: '', counts: { ...EMPTY_COUNTS }, spendCents: 0, estimatedSecondsLeft: 0, ...over,
});

describe('campaign form', () => {
  it('a valid form has no errors', () => expect(validateTaskForm(valid())).toEqual({}));
  it.each([
    [{ name: '  ' }, 'name', v.required],
    [{ agentId: '' as const }, 'agentId', v.required],
    [{ fromNumber: '' }, 'fromNumber', v.required],
    [{ timezone: 'Mars/Olympus' }, 'timezone', v.timezone],
    [{ days: [] }, 'days', v.days],
    [{ windowStart: '9:00' }, 'windowStart', v.time],
    [{ windowEnd: '24:00' }, 'windowEnd', v.time],
    [{ windowStart: '17:00', windowEnd: '09:00' }, 'windowEnd', v.windowOrder],
    [{ windowStart: '09:00', windowEnd: '09:00' }, 'windowEnd', v.windowOrder],
    [{ concurrency: 0 }, 'concurrency', v.concurrency],
    [{ concurrency: 51 }, 'concurrency', v.concurrency],
    [{ concurrency: 2.5 }, 'concurrency', v.concurrency],
    [{ noAnswerMax: -1 }, 'noAnswerMax', v.retries],
    [{ busyMax: 11 }, 'busyMax', v.retries],
    [{ noAnswerDelay: 0 }, 'noAnswerDelay', v.delay],
    [{ busyDelay: 1441 }, 'busyDelay', v.delay],
    [{ startMode: 'later' as const, startAt: '' }, 'startAt', v.startAt],
    [{ startMode: 'later' as const, startAt: '2000-01-01T09:00' }, 'startAt', v.startAt],
  ])('%j → %s: %s', (over, field, message) => {
    expect(validateTaskForm(valid(over))[field]).toBe(message);
  });
  it('the bounds themselves are accepted', () => {
    expect(validateSettings(valid({ concurrency: 50, noAnswerMax: 0, busyMax: 10, noAnswerDelay: 1, busyDelay: 1440 }))).toEqual({});
    expect(validateTaskForm(valid({ startMode: 'later', startAt: '2999-01-01T09:00' }))).toEqual({});
  });

  it('a task round-trips through the form into the contract body', () => {
    const t = task({ startAt: '2999-01-01T09:00:00.000Z' });
    const body = createBody(toFormValues(t), 'up-1');
    expect(body).toEqual({
      name: 'Renewals', agentId: 7, fromNumber: '+14155550100', timezone: 'Europe/Paris',
      window: { days: [1, 3], start: '08:30', end: '18:00' }, concurrency: 4,
      retries: { noAnswer: { max: 3, delayMinutes: 30 }, busy: { max: 1, delayMinutes: 5 } },
      startAt: '2999-01-01T09:00:00.000Z', uploadId: 'up-1',
    });
  });
  it('start now sends no startAt; numbers typed as text are sent as numbers; days sorted', () => {
    const body = createBody(valid({ startMode: 'now', startAt: '2999-01-01T09:00', concurrency: '7' as unknown as number, days: [5, 1] }));
    expect(body.startAt).toBeNull();
    expect(body.concurrency).toBe(7);
    expect(body.window.days).toEqual([1, 5]);
    expect(body).not.toHaveProperty('uploadId');
  });
  it('settings and edit send only what may change', () => {
    expect(Object.keys(settingsBody(valid()))).toEqual(['window', 'concurrency', 'retries']);
    expect(Object.keys(editBody(valid()))).toEqual(['name', 'window', 'concurrency', 'retries']);
  });
  it("a server message about 'window' or 'retries' shows on their first input", () => {
    expect([fieldFor('window'), fieldFor('retries'), fieldFor('concurrency')]).toEqual(['windowStart', 'noAnswerMax', 'concurrency']);
  });
});

describe('campaign states', () => {
  it.each([
    ['draft', ['start', 'cancel'], true, true],
    ['scheduled', ['start', 'cancel'], true, true],
    ['running', ['pause', 'cancel'], true, false],
    ['paused', ['resume', 'cancel'], true, false],
    ['completed', [], false, false],
    ['cancelled', [], false, false],
  ] as const)('%s → %j, settings %s, edit %s', (state, actions, settings, edit) => {
    expect(actionsFor(task({ state }))).toEqual(actions);
    expect(canChangeSettings(task({ state }))).toBe(settings);
    expect(canEdit(task({ state }))).toBe(edit);
  });
  it('a deleted task offers nothing', () => {
    expect(actionsFor(task({ state: 'running', deleted: true }))).toEqual([]);
    expect(canChangeSettings(task({ deleted: true }))).toBe(false);
  });
});

describe('funnel', () => {
  const counts = { ...EMPTY_COUNTS, total: 20, queued: 5, dialing: 2, connected: 1, completed: 6, voicemail: 2, noAnswer: 1, busy: 1, failed: 1, optedOut: 1 };
  it('groups the outcomes: busy with no-answer, opted-out with failed', () => {
    const { inProgress, outcomes } = funnelStages(counts);
    expect(inProgress.map((s) => [s.key, s.count])).toEqual([['queued', 5], ['dialing', 2], ['connected', 1]]);
    expect(outcomes.map((s) => [s.key, s.count])).toEqual([['completed', 6], ['voicemail', 2], ['noAnswer', 2], ['failed', 2]]);
  });
  it('progress is the share no longer queued or on a call', () => {
    expect(progressPercent(counts)).toBe(60);
    expect(progressPercent({ total: 0 })).toBe(0);
    expect(progressPercent(undefined)).toBe(0);
  });
  it('a live update merges state and counts over the task', () => {
    const next = applyUpdate(task({ counts }), { state: 'running', counts: { queued: 4, dialing: 3 } });
    expect(next.state).toBe('running');
    expect(next.counts).toEqual({ ...counts, queued: 4, dialing: 3 });
    expect(applyUpdate(task({ state: 'paused' }), {}).state).toBe('paused');
  });
  it.each([[0, '0 min'], [30, '< 1 min'], [90, '2 min'], [3600, '1 h'], [3725, '1 h 2 min'], [NaN, '0 min']])('%s s → %s', (s, text) => {
    expect(formatDuration(s)).toBe(text);
  });
  it("a recipient's call opens with the logs plugin's transcript key", () => {
    expect(callTranscriptKey(12, { roomId: 'r/1', callId: 'c 1' })).toBe('12:r%2F1:c%201');
    expect(callTranscriptKey(12, { roomId: null, callId: 'c' })).toBeNull();
    expect(callTranscriptKey(undefined, { roomId: 'r', callId: 'c' })).toBeNull();
  });
});

describe('preflight', () => {
  const upload = { problemCounts: { empty: 1, 'not-e164': 3, duplicate: 0 } };
  it('problems by kind in the catalogue order, zeros left out', () => {
    expect(problemsByKind(upload)).toEqual([{ code: 'not-e164', count: 3 }, { code: 'empty', count: 1 }]);
    expect(problemTotal(upload)).toBe(4);
  });
  it('a fixed row sends every column, trimmed', () => {
    expect(rowValues(['phone', 'name'], { phone: ' +14155550123 ' })).toEqual({ phone: '+14155550123', name: '' });
    const row = { row: 3, values: { phone: '555', name: 'Ann' }, problems: [] };
    expect(rowChanged(row, { phone: '555 ', name: 'Ann' })).toBe(false);
    expect(rowChanged(row, { phone: '+1555', name: 'Ann' })).toBe(true);
  });
  it.each([[0, 100, 0], [50, 100, 50], [99.9, 100, 99], [100, 100, 100], [10, 0, null]])('%s of %s → %s%%', (loaded, total, percent) => {
    expect(uploadPercent(loaded, total)).toBe(percent);
  });
});

describe('list query', () => {
  it('defaults to createdAt desc; state and search pass; unknown sort falls back', () => {
    expect(listQuery({})).toEqual({ sort: 'createdAt', order: 'desc' });
    expect(listQuery({ filter: { q: ' renew ', state: 'running' }, sort: { field: 'name', order: 'ASC' } })).toEqual({
      q: 'renew', state: 'running', sort: 'name', order: 'asc',
    });
    expect(listQuery({ sort: { field: 'progress', order: 'DESC' } }).sort).toBe('createdAt');
  });
});
