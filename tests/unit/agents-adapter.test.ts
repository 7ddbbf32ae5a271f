import { describe, expect, it } from 'vitest';
import { saveBody, toCampaignState } from '../../src/plugins/agents/api/agentsAdapter';
import { toPromptEvent } from '../../src/plugins/agents/api/runPrompt';
import { normalizeCampaign, parseInspected, cleanQuoted } from '../../src/plugins/agents/rules/campaign';
import { applyEvent, emptyReply, historyOf } from '../../src/plugins/agents/rules/chat';
import { formatCompareValue, parseCompareValue, versionIdOf } from '../../src/plugins/agents/rules/compareTarget';
import { parseFieldsJson } from '../../src/plugins/agents/rules/templateFields';

const campaign = { ...normalizeCampaign({ agentInstructions: 'Hi', voice: 'aria', timezone: 'UTC' }), templateValues: { businessName: 'Acme' } };

describe('save body (docs/api-contract.md "Save staging")', () => {
  it('full mode: the payload plus baseRevision, without template keys', () => {
    const body = saveBody({ id: 4, campaign, baseRevision: 7, mode: 'FULL_AGENT' });
    expect(body).toMatchObject({ agentInstructions: 'Hi', voice: 'aria', baseRevision: 7 });
    expect(body).not.toHaveProperty('templateValues');
    expect(body).not.toHaveProperty('inspector');
    expect(saveBody({ id: 4, campaign, baseRevision: null, mode: 'FULL_AGENT', inspector: true })).toMatchObject({ baseRevision: 0, inspector: true });
  });
  it('template mode: only templateValues, voice, timezone, language and the knowledge bases', () => {
    const body = saveBody({ id: 4, campaign, baseRevision: 2, mode: 'TEMPLATE' });
    expect(Object.keys(body).sort()).toEqual(['baseRevision', 'knowledgeBaseIds', 'language', 'templateValues', 'timezone', 'voice']);
    expect(body.templateValues).toEqual({ businessName: 'Acme' });
  });
  it('campaign state: id is the agent, payloads get defaults', () => {
    const state = toCampaignState({ agentId: 41, revision: 3, staging: { agentInstructions: 'x' }, production: null, mode: 'FULL_AGENT' });
    expect(state.id).toBe(41);
    expect(state.staging.published).toBe(true);
    expect(state.production).toBeNull();
    expect(state.templateValues).toEqual({});
  });
});

describe('runPrompt stream events', () => {
  it('types the known events, skips the rest', () => {
    expect(toPromptEvent('token', '{"text":"Hi"}')).toEqual({ type: 'token', text: 'Hi' });
    expect(toPromptEvent('provider', '{"kind":"demo","label":"Demo model"}')).toMatchObject({ type: 'provider', kind: 'demo' });
    expect(toPromptEvent('ping', '{}')).toBeNull();
    expect(toPromptEvent('token', 'not json')).toBeNull();
    expect(toPromptEvent(undefined, '{}')).toBeNull();
  });
  it('folds events into a reply; the finished turns become the history', () => {
    let reply = emptyReply();
    reply = applyEvent(reply, { type: 'token', text: 'Sure, ' });
    reply = applyEvent(reply, { type: 'action', name: 'Book appointment' });
    reply = applyEvent(reply, { type: 'function', app: 'calendar:1', name: 'bookAppointment' });
    reply = applyEvent(reply, { type: 'transfer', action: 'Transfer', to: '+1555' });
    reply = applyEvent(reply, { type: 'done', reply: 'Sure, booked.' });
    expect(reply).toMatchObject({ text: 'Sure, booked.', actions: ['Book appointment'], functions: ['calendar:1 · bookAppointment'], transfers: ['Transfer → +1555'], done: true });
    const failed = applyEvent(emptyReply(), { type: 'error', message: 'The language model could not be reached.' });
    expect(historyOf([{ user: 'Hi', reply }, { user: 'Again', reply: failed }])).toEqual([
      { role: 'user', content: 'Hi' },
      { role: 'assistant', content: 'Sure, booked.' },
    ]);
  });
});

describe('compare target ?compareChanges=', () => {
  it('defaults to production against staging; round-trips versions', () => {
    expect(parseCompareValue('41')).toEqual({ agentId: 41, left: 'production', right: 'staging' });
    const value = formatCompareValue({ agentId: 41, left: 'version:abc-1', right: 'production' });
    expect(parseCompareValue(value)).toEqual({ agentId: 41, left: 'version:abc-1', right: 'production' });
    expect(versionIdOf('version:abc-1')).toBe('abc-1');
    expect(versionIdOf('staging')).toBeNull();
  });
  it('refuses a value without an agent id; a bad side falls back', () => {
    expect(parseCompareValue('x')).toBeNull();
    expect(parseCompareValue('0')).toBeNull();
    expect(parseCompareValue('41~<script>~staging')?.left).toBe('production');
  });
});

describe('input helpers', () => {
  it('inspector text must be a JSON object', () => {
    expect(parseInspected('{"agentInstructions":"x"}')?.agentInstructions).toBe('x');
    expect(parseInspected('[1]')).toBeNull();
    expect(parseInspected('{')).toBeNull();
  });
  it('template fields JSON: a list of fields with keys', () => {
    expect(parseFieldsJson('[{"key":"a","type":"text"}]')).toHaveLength(1);
    expect(parseFieldsJson('')).toEqual([]);
    expect(parseFieldsJson('[{"type":"text"}]')).toBeNull();
    expect(parseFieldsJson('{}')).toBeNull();
  });
  it('timezone and voice are trimmed and stripped of quotes (spec 1 §5)', () => {
    expect(cleanQuoted('  "America/New_York" ')).toBe('America/New_York');
    expect(cleanQuoted("'aria'")).toBe('aria');
    expect(cleanQuoted('UTC+5')).toBe('UTC+5');
  });
});
