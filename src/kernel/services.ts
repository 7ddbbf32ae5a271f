// The kernel services bound by token in every account view's container (tokens.ts). Plugins reach
// them through the SDK's hooks, never through the Session. Confirm, notify and open-overlay live in
// React (a dialog, react-admin's toasts, the router): the container holds a slot for each that the
// shell fills once it is mounted (ShellServices), so code outside a component can call them too.
import type { Account } from './account';
import type { Confirm } from './shell/ConfirmProvider';
import type { OpenOverlay } from '../overlays/useOverlayParams';

export type { Confirm };
export type OverlayOpener = OpenOverlay;
export type Notifier = (message: string, options?: { type?: 'info' | 'success' | 'warning' | 'error' }) => void;

export interface SessionActions {
  logout(): Promise<void>;
  /** fetches the signed-in user again (after editing their own account) */
  refresh(): Promise<Account | null>;
}

export interface Slot<F extends (...args: any[]) => any> {
  /** calls the attached implementation; before the shell mounts, a call is an error */
  readonly call: F;
  /** returns the detach function */
  attach(impl: F): () => void;
}

export function slot<F extends (...args: any[]) => any>(name: string): Slot<F> {
  let impl: F | null = null;
  const call = ((...args: Parameters<F>) => {
    if (!impl) throw new Error(`[kernel] ${name} is not available before the shell is mounted`);
    return impl(...args);
  }) as F;
  return {
    call,
    attach(next) {
      impl = next;
      return () => {
        if (impl === next) impl = null;
      };
    },
  };
}

export interface ShellSlots {
  confirm: Slot<Confirm>;
  notify: Slot<Notifier>;
  openOverlay: Slot<OverlayOpener>;
}

export const shellSlots = (): ShellSlots => ({ confirm: slot('confirm'), notify: slot('notify'), openOverlay: slot('openOverlay') });

/** Kernel-only: the shell fills these (not in the SDK). */
export const SHELL_SLOTS = Symbol.for('switchboard.kernel.ShellSlots');
