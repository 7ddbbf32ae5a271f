// Save conflicts (issue 9 point 5): the server refused a save based on an older revision. The user
// keeps theirs, takes the other side, or merges by hand; fields changed on one side only merge
// themselves. Pure.
import type { Campaign } from './campaign';
import { diffFields, sameValue } from './campaignDiff';

export type ConflictChoice = 'keepMine' | 'takeTheirs' | 'merge';
export type Side = 'mine' | 'theirs';

export interface Conflict {
  /** what this editor last had confirmed by the server */
  base: Campaign;
  /** the local, unsaved version */
  mine: Campaign;
  /** what the server holds now, and its revision */
  theirs: Campaign;
  theirsRevision: number | null;
}

export interface Decision {
  campaign: Campaign;
  /** send `campaign` to the server on top of theirsRevision; false: the server already holds it */
  save: boolean;
  revision: number | null;
}

/** A three-way merge: one-sided changes are taken, the fields changed on both sides differently are listed. */
export function mergeCampaigns(conflict: Conflict): { merged: Campaign; both: string[] } {
  const { base, mine, theirs } = conflict;
  const merged: Record<string, unknown> = { ...theirs };
  const both: string[] = [];
  const b = base as Record<string, unknown>;
  const m = mine as Record<string, unknown>;
  const t = theirs as Record<string, unknown>;
  for (const field of diffFields(mine, theirs)) {
    if (sameValue(m[field], t[field]) || sameValue(m[field], b[field])) continue; // theirs stays
    if (sameValue(t[field], b[field])) merged[field] = m[field];
    else {
      merged[field] = m[field];
      both.push(field);
    }
  }
  return { merged: merged as Campaign, both };
}

/** The merged campaign once the user picked a side (or wrote the value) for each field changed on both. */
export function applyPicks(conflict: Conflict, picks: Record<string, Side | { value: unknown }>): Campaign {
  const { merged, both } = mergeCampaigns(conflict);
  const result: Record<string, unknown> = { ...merged };
  for (const field of both) {
    const pick = picks[field] ?? 'mine';
    result[field] =
      typeof pick === 'object' ? pick.value : (pick === 'mine' ? conflict.mine : conflict.theirs)[field as keyof Campaign];
  }
  return result as Campaign;
}

/** What each choice saves: mine or the merge go on top of their revision; theirs needs no save. */
export function decideConflict(conflict: Conflict, choice: ConflictChoice, merged?: Campaign): Decision {
  const revision = conflict.theirsRevision;
  if (choice === 'takeTheirs') return { campaign: conflict.theirs, save: false, revision };
  const campaign = choice === 'keepMine' ? conflict.mine : (merged ?? mergeCampaigns(conflict).merged);
  // an edit is unpublished (spec 1 §4.1), whichever side it came from
  return { campaign: { ...campaign, published: false }, save: true, revision };
}
