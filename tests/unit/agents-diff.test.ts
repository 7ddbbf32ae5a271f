import { describe, expect, it } from 'vitest';
import { normalizeCampaign } from '../../src/plugins/agents/rules/campaign';
import { campaignDiff, displayValue } from '../../src/plugins/agents/rules/campaignDiff';
import { applyPicks, decideConflict, mergeCampaigns, type Conflict } from '../../src/plugins/agents/rules/conflict';
import { promptLineDiff } from '../../src/plugins/agents/rules/promptDiff';

const base = normalizeCampaign({ agentInstructions: 'Line one\nLine two', voice: 'alloy', timezone: 'UTC', actions: [{ name: 'book' }] });

describe('campaign diff, field by field', () => {
  it('lists only the fields that differ, in the fixed order', () => {
    const right = { ...base, voice: 'nova', agentInstructions: 'Line one\nLine 2', published: false };
    expect(campaignDiff(base, right).map((c) => c.field)).toEqual(['agentInstructions', 'voice']);
  });
  it('key order and absent-vs-empty are no difference', () => {
    expect(campaignDiff({ variables: { a: '1', b: '2' } }, { variables: { b: '2', a: '1' }, links: [] })).toEqual([]);
  });
  it('includes unknown keys after the known ones', () => {
    expect(campaignDiff({ ...base, zeta: 1 } as never, base).map((c) => c.field)).toEqual(['zeta']);
  });
  it('prints text as is and structures as JSON', () => {
    expect(displayValue('<script>')).toBe('<script>');
    expect(displayValue([{ name: 'a' }])).toContain('"name": "a"');
    expect(displayValue(undefined)).toBe('');
  });
});

describe('prompt line diff', () => {
  it('marks removed and added lines, keeps the same ones', () => {
    expect(promptLineDiff('a\nb\nc', 'a\nB\nc')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'removed', text: 'b' },
      { kind: 'added', text: 'B' },
      { kind: 'same', text: 'c' },
    ]);
  });
  it('a line added after a last line without newline changes only that line', () => {
    expect(promptLineDiff('a\nb', 'a\nb\nc')).toEqual([
      { kind: 'same', text: 'a' },
      { kind: 'same', text: 'b' },
      { kind: 'added', text: 'c' },
    ]);
  });
  it('identical prompts have no change', () => {
    expect(promptLineDiff('x\ny', 'x\ny').every((l) => l.kind === 'same')).toBe(true);
  });
});

describe('the conflict decision', () => {
  const conflict = (mine: object, theirs: object): Conflict => ({
    base,
    mine: { ...base, ...mine },
    theirs: { ...base, ...theirs },
    theirsRevision: 7,
  });

  it('keep mine saves mine on top of their revision, unpublished', () => {
    const d = decideConflict(conflict({ voice: 'nova' }, { voice: 'echo' }), 'keepMine');
    expect(d).toMatchObject({ save: true, revision: 7 });
    expect(d.campaign.voice).toBe('nova');
    expect(d.campaign.published).toBe(false);
  });
  it('take theirs saves nothing and is theirs', () => {
    const d = decideConflict(conflict({ voice: 'nova' }, { voice: 'echo' }), 'takeTheirs');
    expect(d).toMatchObject({ save: false, revision: 7 });
    expect(d.campaign.voice).toBe('echo');
  });
  it('merge takes one-sided changes from each side and lists the fields changed on both', () => {
    const c = conflict({ voice: 'nova', agentInstructions: 'mine' }, { timezone: 'Europe/Paris', agentInstructions: 'theirs' });
    const { merged, both } = mergeCampaigns(c);
    expect(merged.voice).toBe('nova');
    expect(merged.timezone).toBe('Europe/Paris');
    expect(both).toEqual(['agentInstructions']);
  });
  it('the same change on both sides is no conflict', () => {
    expect(mergeCampaigns(conflict({ voice: 'nova' }, { voice: 'nova' })).both).toEqual([]);
  });
  it('picks decide the fields changed on both; a hand-written value wins', () => {
    const c = conflict({ agentInstructions: 'mine', voice: 'nova' }, { agentInstructions: 'theirs', voice: 'echo' });
    const picked = applyPicks(c, { agentInstructions: { value: 'mine + theirs' }, voice: 'theirs' });
    expect(picked.agentInstructions).toBe('mine + theirs');
    expect(picked.voice).toBe('echo');
    const d = decideConflict(c, 'merge', picked);
    expect(d.save).toBe(true);
    expect(d.campaign.agentInstructions).toBe('mine + theirs');
  });
});
