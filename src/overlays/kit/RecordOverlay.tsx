// An overlay about one record (`?editContact=<id>`, `?previewContact=<id>`): loads it with
// react-admin's useGetOne through the resource's adapter, shows loading or the failure, then the
// content with the record (and the resource) in react-admin's contexts, so fields and inputs inside
// read them and their labels come from `resources.<name>.fields.*`. An id the server does not know
// says so at once (named from `resources.<name>.name`), without retrying.
import type { ReactNode } from 'react';
import { RecordContextProvider, ResourceContextProvider, useGetOne, useTranslate, type Identifier, type RaRecord } from 'react-admin';
import type { OverlayProps } from '../../kernel/contracts';
import { OverlayDialog } from '../OverlayDialog';
import { loadState, NOTHING_TO_LOAD, retryTransient, type LoadLabels } from './loadState';

export interface RecordOverlayProps<R extends RaRecord> {
  resource: string;
  /** null or undefined: the overlay's value names no record (shown as the failure) */
  id: Identifier | null | undefined;
  /** a title, or one made from the record once it is there */
  title: string | ((record: R | undefined) => string);
  close: OverlayProps['close'];
  labels: LoadLabels;
  children: (record: R) => ReactNode;
  /** rendered below the content whatever the state (e.g. actions that wait for the record) */
  footer?: (record: R | undefined) => ReactNode;
  maxWidth?: 'xs' | 'sm' | 'md' | 'lg';
  closeLabel?: string;
}

export function RecordOverlay<R extends RaRecord = RaRecord>(props: RecordOverlayProps<R>) {
  const { resource, id, title, close, labels, children, footer, maxWidth, closeLabel } = props;
  const translate = useTranslate();
  const query = useGetOne<R>(resource, { id: id as Identifier }, { enabled: id != null, retry: retryTransient });
  const record = id == null ? undefined : query.data;
  const name = labels.name ?? translate(`resources.${resource}.name`, { smart_count: 1, _: '' });
  const waiting = loadState(id == null ? NOTHING_TO_LOAD : query, { ...labels, name: name || undefined });
  return (
    <ResourceContextProvider value={resource}>
      <OverlayDialog
        title={typeof title === 'function' ? title(record) : title}
        onClose={() => close()}
        closeLabel={closeLabel ?? translate('ra.action.close', { _: 'Close' })}
        maxWidth={maxWidth}
      >
        <RecordContextProvider value={record}>
          {waiting ?? children(record as R)}
          {footer?.(record)}
        </RecordContextProvider>
      </OverlayDialog>
    </ResourceContextProvider>
  );
}
