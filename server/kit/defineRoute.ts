// One route declaration (issue 7 point 7): method, url, zod schemas, auth level, permission key,
// plugin, optional audit hook. The kit adds the rest in one fixed order for every route:
// auth level (401/403) → `allow` (403) → plugin toggle (403) → `subject` → permission on the
// subject (403) → validation (400 naming the field) → handler → audit hook. The same schemas
// type the handler's context and generate the OpenAPI document.
import type { FastifyReply, FastifyRequest, onRequestHookHandler } from 'fastify';
import type { z } from 'zod';
import type { PermissionKey } from '../../src/shared/permissionKeys';
import type { AuditEntry } from '../audit/recordAudit';
import type { AccountRow } from '../auth/context';
import type { Db } from '../db/store';

export type AuthLevel = 'public' | 'account' | 'elevated' | 'superAdmin' | 'adminToken';
export type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

type Empty = z.ZodObject<Record<never, never>>;

/** Records an audit entry for the current request, in `db` (a transaction) or the app's database. */
export type RecordAudit = (entry: AuditEntry, db?: Db) => Promise<void>;

export interface PublicContext<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> {
  params: z.output<P>;
  query: z.output<Q>;
  body: z.output<B>;
  request: FastifyRequest;
  reply: FastifyReply;
  /**
   * The database to work in: on an `idempotent` route called with an Idempotency-Key, the request's
   * transaction (its answer is stored there before it commits); the app's database otherwise.
   */
  db: Db;
}

export interface AccountContext<P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType>
  extends PublicContext<P, Q, B> {
  /** Own query parameters plus the session `token` (and `targetAccountId`, `adminToken` when sent). */
  query: z.output<Q> & { token: string; targetAccountId?: string; adminToken?: string };
  /** The signed-in account (from `token`). */
  caller: AccountRow;
  /** The account acted on (`targetAccountId`, default the caller), inside the caller's subtree. */
  target: AccountRow;
  /** The account the permission was checked on: `subject(ctx)`, default the target. */
  subject: AccountRow;
  audit: RecordAudit;
}

export type RouteContext<A extends AuthLevel, P extends z.ZodType, Q extends z.ZodType, B extends z.ZodType> =
  A extends 'public' ? PublicContext<P, Q, B> : AccountContext<P, Q, B>;

export interface RouteSpec<
  A extends AuthLevel,
  P extends z.ZodType,
  Q extends z.ZodType,
  B extends z.ZodType,
  R,
> {
  method: Method;
  url: string;
  auth: A;
  summary: string;
  /** The manifest plugin the route belongs to (default: its area's); its toggle is enforced. */
  plugin?: string | null;
  /**
   * The permission-set key the caller must hold on the subject (spec section 6); default: the
   * `permission` of the plugin's manifest entry. A signed-in route has one or the other, or says
   * `'none'` with a `reason` (registerRoute refuses it otherwise).
   */
  permission?: PermissionKey | 'none';
  /** With `permission: 'none'`: why any account of the caller's subtree may call it; on a public route, why it needs no session. */
  reason?: string;
  /** A further condition on the caller (403 Forbidden when false), e.g. "partners only". */
  allow?: (caller: AccountRow) => boolean;
  /** The account the permission is checked on and the handler works on; default the target. */
  subject?: (ctx: AccountContext<Empty, Empty, Empty>) => Promise<AccountRow>;
  params?: P;
  /** Own query parameters; `token`/`targetAccountId` (and `adminToken`) are added by the auth level. */
  query?: Q;
  body?: B;
  /** The success reply, or replies by status (documentation: replies are sent as built). */
  response: z.ZodType | Record<number, z.ZodType>;
  /** The success status; default 200. */
  status?: number;
  /** Further error statuses the route answers, with what they mean (400/401/403 are added by the kit). */
  errors?: Record<number, string>;
  bodyLimit?: number;
  /** Raw Fastify hooks run before everything else (the sign-in rate limit). */
  onRequest?: onRequestHookHandler;
  /** Binary or text replies the OpenAPI document should list instead of JSON. */
  produces?: string[];
  /**
   * A download a browser link follows: besides `token`, the route accepts a `ticket` from
   * POST /api/v2/downloadTickets (server/auth/downloadTickets.ts), so no session token goes in a URL.
   */
  download?: true;
  /**
   * false: the session token is refused in this route's URL (400 naming `token`); the caller sends
   * `Authorization: Bearer …` or, with `download`, a ticket. For a URL the browser opens itself and
   * keeps (the live events' EventSource), where a token would land in history and access logs.
   */
  tokenInUrl?: false;
  /**
   * Retry-safe (kit/idempotency.ts): the route accepts an Idempotency-Key and answers a repeated key
   * with its first answer. Its handler must then work in `ctx.db`. Keys are the caller's own; a
   * public route names whose they are (`per` for the route table, `scope` from the request). Every
   * POST that creates, sends, calls or charges says so, or says `{ exempt }` with why not
   * (tests/server/idempotency-routes.test.ts).
   */
  idempotent?: true | { per: string; scope: (ctx: PublicContext<P, Q, B>) => string } | { exempt: string };
  /**
   * With `idempotent`: what the idempotency table keeps of a success instead of the answer, for 24 h
   * of replays, when the answer holds a secret shown once (a new API token's value).
   */
  replayRedact?: (answer: R) => unknown;
  handler: (ctx: RouteContext<A, P, Q, B>) => Promise<R> | R;
  /** An audit entry to record after the handler succeeded (null: nothing to record). */
  audit?: (ctx: RouteContext<A, P, Q, B>, result: R) => AuditEntry | null;
}

/** A declared route with its schema types erased, ready for `registerRoutes`. */
export interface RouteDef {
  readonly spec: RouteSpec<AuthLevel, z.ZodType, z.ZodType, z.ZodType, unknown>;
}

export function defineRoute<
  A extends AuthLevel,
  R,
  P extends z.ZodType = Empty,
  Q extends z.ZodType = Empty,
  B extends z.ZodType = Empty,
>(spec: RouteSpec<A, P, Q, B, R>): RouteDef {
  return { spec: spec as unknown as RouteDef['spec'] };
}
