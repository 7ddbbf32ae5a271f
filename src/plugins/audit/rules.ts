// Pure rules of the audit-log list: react-admin's list parameters → the query of GET
// /api/v2/auditLog and its export, filter validation, and the text of before/after values.
import type { AuditEntryShape } from '@kernel/sdk';

export const AUDIT_PATH = '/api/v2/auditLog';
export const AUDIT_EXPORT_PATH = '/api/v2/auditLog/export';
/** The actions the server's areas declare, with their labels (the filter's choices). */
export const AUDIT_ACTIONS_PATH = '/api/v2/auditLog/actions';
export const AUDIT_PAGE_SIZE = 25;
export const AUDIT_MAX_PAGE_SIZE = 100;
export const MAX_Q_LENGTH = 200;
const MAX_ID = 2_147_483_647;

/**
 * The server's name for the entry-target filter. `targetAccountId` is taken in every call's query by
 * the request's target (the scope: which partner's or reseller's log), so the list filter
 * `targetAccountId` travels as `targetId` (server/audit/query.ts).
 */
export const TARGET_FILTER_PARAM = 'targetId';

export type AuditEntry = AuditEntryShape;

export type AuditQuery = Record<string, string | number>;

/** A positive integer account id (number or digits), else null. */
export function accountId(value: unknown): number | null {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  if (!/^[1-9]\d{0,9}$/.test(text)) return null;
  const n = Number(text);
  return n <= MAX_ID ? n : null;
}

/** A calendar date YYYY-MM-DD that exists (2026-02-30 does not), else null. */
export function isoDate(value: unknown): string | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return null;
  const time = Date.parse(`${value}T00:00:00Z`);
  return !Number.isNaN(time) && new Date(time).toISOString().slice(0, 10) === value ? value : null;
}

/** One action as GET /api/v2/auditLog/actions serves it. */
export interface DeclaredAction {
  action: string;
  label: string;
}

/** The served actions as the action filter's choices, in the server's order. */
export const actionChoices = (actions: readonly DeclaredAction[]) => actions.map(({ action, label }) => ({ id: action, name: label }));

/**
 * The filters as the server takes them. Invalid values are left out (the filter inputs show why),
 * so a half-typed id never turns the list into a 400; so is an action the server does not declare
 * (`actions`, from GET /api/v2/auditLog/actions; none known yet: no action filter).
 */
export function filterQuery(filter: Record<string, unknown> | null | undefined, actions: ReadonlySet<string> = new Set()): AuditQuery {
  const query: AuditQuery = {};
  if (!filter) return query;
  if (typeof filter.action === 'string' && actions.has(filter.action)) query.action = filter.action;
  const actor = accountId(filter.actorId);
  if (actor !== null) query.actorId = actor;
  const target = accountId(filter.targetAccountId);
  if (target !== null) query[TARGET_FILTER_PARAM] = target;
  const q = typeof filter.q === 'string' ? filter.q.trim() : '';
  if (q && q.length <= MAX_Q_LENGTH) query.q = q;
  const from = isoDate(filter.from);
  const to = isoDate(filter.to);
  if (from) query.from = from;
  if (to && (!from || to >= from)) query.to = to;
  return query;
}

/** Entries sort on time only (ids break ties on the server): `at` ASC → asc, anything else → desc. */
export function sortOrder(sort: { field?: string; order?: string } | null | undefined): 'asc' | 'desc' {
  return (sort?.field === 'at' || sort?.field === 'id') && sort.order === 'ASC' ? 'asc' : 'desc';
}

export interface ListParams {
  pagination?: { page?: number; perPage?: number };
  sort?: { field?: string; order?: string };
  filter?: Record<string, unknown>;
}

/** page/perPage → page (1-based)/pageSize (1–100), sort → order, filters → their query names. */
export function listQuery(params: ListParams, actions?: ReadonlySet<string>): AuditQuery {
  const page = Math.max(1, Math.floor(params.pagination?.page ?? 1) || 1);
  const perPage = Math.floor(params.pagination?.perPage ?? AUDIT_PAGE_SIZE) || AUDIT_PAGE_SIZE;
  return {
    ...filterQuery(params.filter, actions),
    page,
    pageSize: Math.min(AUDIT_MAX_PAGE_SIZE, Math.max(1, perPage)),
    order: sortOrder(params.sort),
  };
}

/** The export's query: the list's filters and order, no paging. */
export function exportQuery(
  filter: Record<string, unknown> | null | undefined,
  sort?: ListParams['sort'],
  actions?: ReadonlySet<string>,
): AuditQuery {
  return { ...filterQuery(filter, actions), order: sortOrder(sort) };
}

/** A before/after value as indented JSON text; null when there is none. */
export function formatJson(value: unknown): string | null {
  if (value === null || value === undefined) return null;
  try {
    return JSON.stringify(value, null, 2);
  } catch {
    return String(value);
  }
}

/** Validators of the filter inputs: undefined when valid (an empty filter is valid). */
export const filterErrors = {
  accountId: (value: unknown): 'accountId' | undefined =>
    value === undefined || value === null || value === '' || accountId(value) !== null ? undefined : 'accountId',
  date: (value: unknown): 'date' | undefined =>
    value === undefined || value === null || value === '' || isoDate(value) !== null ? undefined : 'date',
  range: (from: unknown, to: unknown): 'toBeforeFrom' | undefined => {
    const a = isoDate(from);
    const b = isoDate(to);
    return a && b && b < a ? 'toBeforeFrom' : undefined;
  },
  q: (value: unknown): 'q' | undefined => (typeof value === 'string' && value.trim().length > MAX_Q_LENGTH ? 'q' : undefined),
};
