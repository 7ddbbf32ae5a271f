// Opening and closing overlays: only the query string changes, never the path. Plugins open their
// overlays with `useOpenOverlay` too (a kernel contract, like the tokens and contracts).
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

export type OpenOverlay = (name: string, value?: string | number, remove?: string[]) => void;

/** `open('editContact', id, ['previewContact'])` swaps one overlay for another in one history entry. */
export function useOpenOverlay(): OpenOverlay {
  const location = useLocation();
  const navigate = useNavigate();
  return useCallback<OpenOverlay>(
    (name, value = 'true', remove = []) =>
      navigate({
        pathname: location.pathname,
        search: withParams(location.search, { ...Object.fromEntries(remove.map((n) => [n, null])), [name]: String(value) }),
      }),
    [location.pathname, location.search, navigate],
  );
}

export function useOverlayParams() {
  const location = useLocation();
  const navigate = useNavigate();
  const open = useOpenOverlay();
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
