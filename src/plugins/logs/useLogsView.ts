// The logs page's view, read from and written to the URL (spec 1 §2.5: every state is in the URL),
// shared by the page and its overlays (columns, filter builder, export).
import { useCallback, useMemo } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { formatLogsUrl, parseLogsUrl, type LogsView } from './rules/logsUrl';

export interface LogsViewState {
  view: LogsView;
  /** a new view in a new history entry; `close` names overlay parameters to remove at the same time */
  setView: (next: LogsView, close?: string[]) => void;
}

export function useLogsView(): LogsViewState {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  const view = useMemo(() => parseLogsUrl(search), [search]);
  const setView = useCallback(
    (next: LogsView, close: string[] = []) => {
      const base = new URLSearchParams(search);
      for (const name of close) base.delete(name);
      const query = formatLogsUrl(next, base).toString();
      navigate({ pathname, search: query ? `?${query}` : '' });
    },
    [navigate, pathname, search],
  );
  return { view, setView };
}
