// Pure helpers for the /app/[...path] route (spec 2.1). The path is a list of segments; partner,
// reseller, org and agent may each be followed by a numeric id. The leading run of such account
// segments is the account prefix (react-admin's basename); what follows is react-admin's own path.
import { APP_ROOT } from './constants';

export const ACCOUNT_SEGMENT_TYPES = ['partner', 'reseller', 'org', 'agent'] as const;
export type AccountSegmentType = (typeof ACCOUNT_SEGMENT_TYPES)[number];

export interface AccountSegment {
  type: AccountSegmentType;
  id: number | null;
}

export interface AppPath {
  /** false when the path is not under /app */
  inApp: boolean;
  accounts: AccountSegment[];
  /** the remaining segments, react-admin's part */
  rest: string[];
}

const isAccountType = (s: string): s is AccountSegmentType =>
  (ACCOUNT_SEGMENT_TYPES as readonly string[]).includes(s);
const isId = (s: string | undefined): s is string => s !== undefined && /^\d+$/.test(s);

export function parseAppPath(pathname: string): AppPath {
  const parts = pathname.split('/').filter(Boolean);
  if (parts[0] !== APP_ROOT.slice(1)) return { inApp: false, accounts: [], rest: parts };
  const accounts: AccountSegment[] = [];
  let i = 1;
  while (i < parts.length && isAccountType(parts[i])) {
    const type = parts[i] as AccountSegmentType;
    if (isId(parts[i + 1])) {
      accounts.push({ type, id: Number(parts[i + 1]) });
      i += 2;
    } else {
      accounts.push({ type, id: null });
      i += 1;
    }
  }
  return { inApp: true, accounts, rest: parts.slice(i) };
}

export function formatAppPath(path: Pick<AppPath, 'accounts' | 'rest'>): string {
  const parts = [APP_ROOT];
  for (const a of path.accounts) parts.push(a.id == null ? a.type : `${a.type}/${a.id}`);
  for (const r of path.rest) parts.push(r);
  return parts.join('/');
}

/** `/app` plus the account segments: react-admin's basename. */
export function accountPrefix(path: AppPath): string {
  return formatAppPath({ accounts: path.accounts, rest: [] });
}

/** The account type being viewed: the last account segment's type, or null. */
export function viewedAccountType(path: AppPath): AccountSegmentType | null {
  return path.accounts.length ? path.accounts[path.accounts.length - 1].type : null;
}

/** The last account segment that carries an id gives the target account of every call. */
export function targetAccountId(path: AppPath): number | null {
  for (let i = path.accounts.length - 1; i >= 0; i--) {
    if (path.accounts[i].id != null) return path.accounts[i].id;
  }
  return null;
}

type Segment = AccountSegment | string;

/** One step back: drops the last segment (an account segment together with its id). */
export function back(path: AppPath): AppPath {
  if (path.rest.length) return { ...path, rest: path.rest.slice(0, -1) };
  return { ...path, accounts: path.accounts.slice(0, -1) };
}

/** Appends a segment. An account segment may only follow account segments: it drops the rest. */
export function pushSegment(path: AppPath, segment: Segment): AppPath {
  if (typeof segment === 'string') return { ...path, rest: [...path.rest, segment] };
  return { ...path, accounts: [...path.accounts, segment], rest: [] };
}

/** Replaces the last segment (of the same kind) with another. */
export function replaceSegment(path: AppPath, segment: Segment): AppPath {
  if (typeof segment === 'string') {
    if (!path.rest.length) return pushSegment(path, segment);
    return { ...path, rest: [...path.rest.slice(0, -1), segment] };
  }
  if (!path.accounts.length) return pushSegment(path, segment);
  return { ...path, accounts: [...path.accounts.slice(0, -1), segment], rest: [] };
}

/**
 * Where to return after sign-in when a signed-out user opened a deep link: an /app path other than
 * the landing, with its query (overlays, list filters) but never a one-time token. null otherwise.
 */
export function returnPathAfterSignIn(pathname: string, search: string): string | null {
  const path = parseAppPath(pathname);
  if (!path.inApp || (path.accounts.length === 0 && path.rest.length === 0)) return null;
  const params = new URLSearchParams(search);
  params.delete('oneTimeToken');
  const query = params.toString();
  return `${formatAppPath(path)}${query ? `?${query}` : ''}`;
}

/** The fields of an account that place it in the hierarchy. */
export interface HierarchyAccount {
  id: number;
  accountType?: string | null;
  partnerId?: number | null;
  resellerId?: number | null;
  organizationId?: number | null;
}

/** The account segments from the top of the hierarchy down to `target` (a member's is its org's). */
export function hierarchySegments(target: HierarchyAccount): AccountSegment[] {
  const segments: AccountSegment[] = [];
  const add = (type: AccountSegmentType, id: number | null | undefined) => {
    if (id != null && !segments.some((s) => s.type === type)) segments.push({ type, id });
  };
  if (target.accountType === 'partner') return [{ type: 'partner', id: target.id }];
  add('partner', target.partnerId);
  if (target.accountType === 'reseller') {
    add('reseller', target.id);
    return segments;
  }
  add('reseller', target.resellerId);
  add('org', target.organizationId ?? (target.accountType === 'agent' ? null : target.id));
  if (target.accountType === 'agent') add('agent', target.id);
  return segments;
}

/**
 * The /app path that views `target` for `viewer`: the hierarchy segments below the viewer's own
 * place (an owner opens its agent at /app/agent/7; a partner opens Acme at /app/reseller/3/org/4).
 * The viewer's own account, or a member's own organization, is /app itself.
 */
export function pathToAccount(viewer: HierarchyAccount, target: HierarchyAccount, rest: string[] = []): string {
  const segments = hierarchySegments(target);
  const home = new Set<number>([viewer.id]);
  if (viewer.accountType === 'organization' && viewer.organizationId != null) home.add(viewer.organizationId);
  let start = 0;
  segments.forEach((segment, i) => {
    if (segment.id != null && home.has(segment.id)) start = i + 1;
  });
  return formatAppPath({ accounts: segments.slice(start), rest });
}
