// What a dialog shows while the record it is about is not there: loading, or the failure.
import type { ReactNode } from 'react';
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
}

/** The body while `load` has no record (loading, failed, nothing); null once it is there. */
export function loadState(load: RecordLoad, labels: LoadLabels): ReactNode {
  if (load.isPending) return <OverlayLoading label={labels.loading} />;
  if (load.error || load.data == null) return <OverlayError error={load.error} fallback={labels.failed} />;
  return null;
}
