// Opening an overlay = setting its query parameter on the current path (spec 2.3).
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export type OpenOverlay = (name: string, value: string | number, remove?: string[]) => void;

/** `open('editContact', id, ['previewContact'])` swaps one contact overlay for another. */
export function useOverlayLink(): OpenOverlay {
  const [, setSearchParams] = useSearchParams();
  return useCallback<OpenOverlay>(
    (name, value, remove = []) => {
      setSearchParams((previous) => {
        const next = new URLSearchParams(previous);
        for (const key of remove) next.delete(key);
        next.set(name, String(value));
        return next;
      });
    },
    [setSearchParams],
  );
}
