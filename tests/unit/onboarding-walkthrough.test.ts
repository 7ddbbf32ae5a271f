// Spec 1 §4.7: the walkthrough, one row per rule.
import { describe, expect, it } from 'vitest';
import { LEGACY_CUTOFF, WALKTHROUGH_TASKS } from '../../src/plugins/onboarding/constants';
import { doneTasks, finishTask, nextTask, parseWalkthrough, startTask, type WalkthroughFacts } from '../../src/plugins/onboarding/rules/walkthrough';

const none: WalkthroughFacts = { hasPhoneNumber: false, onboardingComplete: false, timestamp: LEGACY_CUTOFF + 10 };

describe('spec 1 §4.7: walkthrough', () => {
  it('four tasks in order', () => expect(WALKTHROUGH_TASKS).toEqual(['SETUP_AGENT', 'TEST_AGENT', 'ADD_NUMBER', 'FORWARD_CALLS']));
  it.each<[string, unknown, WalkthroughFacts, string[], string | null]>([
    ['nothing done: SETUP_AGENT next', {}, none, [], 'SETUP_AGENT'],
    ['a phone number marks the first three done', {}, { ...none, hasPhoneNumber: true }, ['SETUP_AGENT', 'TEST_AGENT', 'ADD_NUMBER'], 'FORWARD_CALLS'],
    ['onboarding complete marks SETUP_AGENT', {}, { ...none, onboardingComplete: true }, ['SETUP_AGENT'], 'TEST_AGENT'],
    ['an account before the legacy cutoff marks SETUP_AGENT', {}, { ...none, timestamp: LEGACY_CUTOFF - 1 }, ['SETUP_AGENT'], 'TEST_AGENT'],
    ['exactly at the cutoff is not legacy', {}, { ...none, timestamp: LEGACY_CUTOFF }, [], 'SETUP_AGENT'],
    ['stored tasks count, in task order', { version: 1, completed: ['ADD_NUMBER', 'SETUP_AGENT'] }, none, ['SETUP_AGENT', 'ADD_NUMBER'], 'TEST_AGENT'],
    ['the next task is the first not done (a gap)', { version: 1, completed: ['TEST_AGENT'] }, none, ['TEST_AGENT'], 'SETUP_AGENT'],
    ['all done: no next task', { version: 1, completed: ['FORWARD_CALLS'] }, { ...none, hasPhoneNumber: true }, [...WALKTHROUGH_TASKS], null],
    ['unknown stored entries ignored', { version: 1, completed: ['HACK', 3, 'SETUP_AGENT'] }, none, ['SETUP_AGENT'], 'TEST_AGENT'],
    ['garbage setting reads as nothing', 'x', none, [], 'SETUP_AGENT'],
  ])('%s', (_rule, stored, facts, done, next) => {
    const w = parseWalkthrough(stored);
    expect(doneTasks(w, facts)).toEqual(done);
    expect(nextTask(w, facts)).toBe(next);
  });
  it('starting a task saves version 1 when none exists, nothing otherwise', () => {
    expect(startTask({ completed: [] })).toEqual({ version: 1, completed: [] });
    expect(startTask({ version: 1, completed: ['SETUP_AGENT'] })).toBeNull();
  });
  it('finishing a task adds it once', () => {
    const once = finishTask({ completed: [] }, 'TEST_AGENT');
    expect(once).toEqual({ version: 1, completed: ['TEST_AGENT'] });
    expect(finishTask(once, 'TEST_AGENT')).toBe(once);
  });
});
