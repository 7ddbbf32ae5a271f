// Spec 1 §4.3: starting a new conversation requires, in order, premium (else upgrade, redirecting to
// selectNumber), a phone number (else selectNumber) and SMS enabled (else requestAccess).
import { describe, expect, it } from 'vitest';
import { startGate } from '../../src/plugins/inbox/rules/startGate';

const all = { premium: true, smsEnabled: true };

describe('the start gate, in its order', () => {
  it.each([
    ['nothing', {}, false, { overlay: 'upgrade', params: { redirect: 'selectNumber' } }],
    ['no settings at all', undefined, true, { overlay: 'upgrade', params: { redirect: 'selectNumber' } }],
    ['not premium, number and SMS', { smsEnabled: true }, true, { overlay: 'upgrade', params: { redirect: 'selectNumber' } }],
    ['premium "true" as a string is not premium', { premium: 'true', smsEnabled: true }, true, { overlay: 'upgrade', params: { redirect: 'selectNumber' } }],
    ['premium, no number, no SMS', { premium: true }, false, { overlay: 'selectNumber', params: {} }],
    ['premium, no number, SMS', all, false, { overlay: 'selectNumber', params: {} }],
    ['premium, number, no SMS', { premium: true, smsEnabled: false }, true, { overlay: 'requestAccess', params: {} }],
    ['everything', all, true, null],
  ] as const)('%s', (_case, settings, hasNumber, expected) => {
    expect(startGate({ settings: settings as Record<string, unknown> | undefined, hasNumber })).toEqual(expected);
  });
});
