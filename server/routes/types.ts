import type { Db } from '../db/store';
import type { CodeLimits } from '../auth/codes';

/** What every route module receives from buildApp. */
export interface AreaOptions {
  db: Db;
  demo: boolean;
  codeLimits: CodeLimits;
  /** The console's public origin for links in messages (invitations); default: the request's own origin. */
  publicUrl?: string;
}
