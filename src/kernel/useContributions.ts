// Reading the view's container from components: every contribution bound to a token, or one kernel
// service. The container is built once per view, so the results are stable between renders.
import { useMemo } from 'react';
import { collect, service } from './container';
import { useKernel } from './KernelContext';
import type { ContributionToken, ServiceToken } from './tokens';

export function useContributions<T>(token: ContributionToken<T>): T[] {
  const { container } = useKernel();
  return useMemo(() => collect(container, token), [container, token]);
}

/** A kernel service bound in the view's container (tokens.ts); throws when it is not bound. */
export function useService<T>(token: ServiceToken<T>): T {
  const { container } = useKernel();
  return useMemo(() => {
    const value = service(container, token);
    if (value === undefined) throw new Error(`[kernel] no service bound for ${token.key.description}`);
    return value;
  }, [container, token]);
}
