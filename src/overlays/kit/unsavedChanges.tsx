// Unsaved changes in a dialog (issue 24 item 6): closing it by Escape, the backdrop, the close button
// or Cancel while a form inside holds changes asks first, in the kernel's confirmation dialog with
// react-admin's own words ("Some of your changes weren't saved…"). OverlayDialog provides the guard;
// DialogForm reports its form's state; any other form inside an overlay reports through
// useUnsavedChanges(dirty). react-admin's warnWhenUnsavedChanges is not switched on for every form:
// its question is the browser's own confirm, which also stopped an edit overlay closing itself after a
// successful save (the e2e contacts journey).
import { createContext, useCallback, useContext, useEffect, useId, useMemo, useRef, type ReactNode } from 'react';
import { useTranslate } from 'react-admin';
import { useFormState } from 'react-hook-form';
import { OptionalConfirmContext } from '../../kernel/shell/ConfirmProvider';

export interface UnsavedChangesGuard {
  /** a part of the dialog says whether it holds unsaved changes */
  report: (id: string, dirty: boolean) => void;
  /** runs `leave` at once when nothing is unsaved, else once the user agrees to drop the changes */
  leave: (leave: () => void) => void;
}

const GuardContext = createContext<UnsavedChangesGuard | null>(null);

/** The guard of the dialog around (OverlayDialog's), or null outside one. */
export function useUnsavedChangesGuard(): UnsavedChangesGuard | null {
  return useContext(GuardContext);
}

/** A dialog's own guard: `leave` asks first while a part inside reports unsaved changes. */
export function useNewUnsavedChangesGuard(): UnsavedChangesGuard {
  const dirty = useRef(new Set<string>());
  const asking = useRef(false);
  const confirm = useContext(OptionalConfirmContext);
  const translate = useTranslate();
  return useMemo<UnsavedChangesGuard>(
    () => ({
      report: (id, isDirty) => {
        if (isDirty) dirty.current.add(id);
        else dirty.current.delete(id);
      },
      leave: (leave) => {
        // without the kernel's confirmation dialog (a bare test harness) nothing can ask
        if (dirty.current.size === 0 || !confirm) return leave();
        if (asking.current) return undefined;
        asking.current = true;
        void confirm({
          title: translate('ra.message.unsaved_changes'),
          confirmLabel: translate('ra.action.confirm'),
          cancelLabel: translate('ra.action.cancel'),
          confirmColor: 'error',
        }).then((discard) => {
          asking.current = false;
          if (discard) leave();
        });
        return undefined;
      },
    }),
    [confirm, translate],
  );
}

/** Gives the dialog's guard to its content. */
export function UnsavedChangesBoundary({ guard, children }: { guard: UnsavedChangesGuard; children: ReactNode }) {
  return <GuardContext.Provider value={guard}>{children}</GuardContext.Provider>;
}

/** Reports `dirty` to the dialog around (nothing outside one); cleared when the component goes away. */
export function useUnsavedChanges(dirty: boolean): void {
  const guard = useUnsavedChangesGuard();
  const id = useId();
  useEffect(() => {
    guard?.report(id, dirty);
  }, [guard, id, dirty]);
  useEffect(() => () => guard?.report(id, false), [guard, id]);
}

/**
 * Inside a react-admin <Form>: reports whether a field differs from the record. Not "submitted
 * successfully": a DialogForm whose save failed (an error above the form) still counts as submitted
 * for react-hook-form, and the overlays close themselves after a save without the guard.
 */
export function ReportFormChanges() {
  const { dirtyFields } = useFormState();
  useUnsavedChanges(Object.keys(dirtyFields).length > 0);
  return null;
}

/** `leave` through the guard of the dialog around, or at once outside one. */
export function useGuardedLeave(): (leave: () => void) => void {
  const guard = useUnsavedChangesGuard();
  return useCallback((leave: () => void) => (guard ? guard.leave(leave) : leave()), [guard]);
}
