// What a dialog shows while the record it is about is not there: loading, or the failure. A record
// the server does not know (404), or will not say exists (403: account ids answer so, to not be
// probed), reads "not found" in the user's words rather than the server's.
import type { ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { OverlayError, OverlayLoading } from '../OverlayDialog';

/** A query's state as react-admin's useGetOne and TanStack's useQuery both report it. */
export interface RecordLoad {
  isPending: boolean;
  error?: unknown;
  data?: unknown;
}

/** Nothing to load (e.g. the overlay's value names no record): shown as the failure. */
export const NOTHING_TO_LOAD: RecordLoad = { isPending: false, error: null, data: undefined };

export interface LoadLabels {
  loading?: string;
  /** the message when loading failed without one of the server's */
  failed: string;
  /** what the record is ("Contact"), for the not-found message */
  name?: string;
}

const statusOf = (error: unknown) => (error as { status?: unknown } | null | undefined)?.status;

/** A refusal (4xx) will not change on a retry; a network or server failure might (twice more). */
export function retryTransient(failures: number, error: unknown): boolean {
  const status = statusOf(error);
  return !(typeof status === 'number' && status >= 400 && status < 500) && failures < 2;
}

/** A load's failure: "not found" for a 404 or 403, else the server's message or `fallback`. */
export function LoadFailure({ error, fallback, name }: { error: unknown; fallback: string; name?: string }) {
  const translate = useTranslate();
  const status = statusOf(error);
  if (status !== 404 && status !== 403) return <OverlayError error={error} fallback={fallback} />;
  const key = status === 404 ? 'switchboard.record.notFound' : 'switchboard.record.notOpen';
  return <OverlayError error={null} fallback={name ? translate(key, { name }) : translate(`${key}Any`)} />;
}

/** The body while `load` has no record (loading, failed, nothing); null once it is there. */
export function loadState(load: RecordLoad, labels: LoadLabels): ReactNode {
  if (load.isPending) return <OverlayLoading label={labels.loading} />;
  if (load.error || load.data == null) return <LoadFailure error={load.error} fallback={labels.failed} name={labels.name} />;
  return null;
}
