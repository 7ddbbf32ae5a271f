// Opening and closing overlays: only the query string changes, never the path.
import { useCallback } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';

/** Pure: the search string with parameters set (string) or removed (null). */
export function withParams(search: string, changes: Record<string, string | null>): string {
  const params = new URLSearchParams(search);
  for (const [key, value] of Object.entries(changes)) {
    if (value === null) params.delete(key);
    else params.set(key, value);
  }
  const next = params.toString();
  return next ? `?${next}` : '';
}

export function useOverlayParams() {
  const location = useLocation();
  const navigate = useNavigate();
  const open = useCallback(
    (name: string, value = 'true', extra: Record<string, string> = {}) =>
      navigate({ pathname: location.pathname, search: withParams(location.search, { ...extra, [name]: value }) }),
    [location.pathname, location.search, navigate],
  );
  const close = useCallback(
    (names: string[]) =>
      navigate(
        { pathname: location.pathname, search: withParams(location.search, Object.fromEntries(names.map((n) => [n, null]))) },
        { replace: true },
      ),
    [location.pathname, location.search, navigate],
  );
  return { open, close };
}
