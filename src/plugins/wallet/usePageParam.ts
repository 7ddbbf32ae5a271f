// A list's page in the URL (?<name>=2, 0-based, absent for the first): the URL is the state of
// navigation, so a wallet page with its lists paged is a deep link.
import { useCallback } from 'react';
import { useSearchParams } from 'react-router-dom';

export function usePageParam(name: string): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get(name));
  const page = Number.isSafeInteger(raw) && raw > 0 && raw <= 100_000 ? raw : 0;
  const setPage = useCallback(
    (next: number) =>
      setParams((current) => {
        const copy = new URLSearchParams(current);
        if (next > 0) copy.set(name, String(next));
        else copy.delete(name);
        return copy;
      }),
    [name, setParams],
  );
  return [page, setPage];
}
