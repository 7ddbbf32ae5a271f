// List rows for the keyboard (issue 24 item 6): every row react-admin's DataTable (or Datagrid) makes
// clickable (its rowClick: open the record, a preview overlay…) takes focus with Tab, shows the
// theme's focus ring (MuiTableRow in theme.ts) and opens with Enter or Space, as a click would. One
// rule in the shell, so every plugin's list gets it without code of its own.
import { useEffect } from 'react';

export const CLICKABLE_ROWS = 'tr.RaDataTable-clickableRow, tr.RaDatagrid-clickableRow';

/** Gives clickable rows under `root` a tab stop (rows already focusable keep theirs). */
export function makeRowsFocusable(root: ParentNode): void {
  for (const row of root.querySelectorAll<HTMLTableRowElement>(CLICKABLE_ROWS)) {
    if (!row.hasAttribute('tabindex')) row.tabIndex = 0;
  }
}

/** Enter or Space on a focused clickable row clicks it; keys meant for a control inside are left alone. */
export function openRowOnKey(event: KeyboardEvent): void {
  if (event.key !== 'Enter' && event.key !== ' ') return;
  if (event.defaultPrevented || event.altKey || event.ctrlKey || event.metaKey) return;
  const row = event.target;
  if (!(row instanceof HTMLTableRowElement) || !row.matches(CLICKABLE_ROWS)) return;
  event.preventDefault();
  row.click();
}

export function useKeyboardRows(): void {
  useEffect(() => {
    makeRowsFocusable(document);
    const observer = new MutationObserver(() => makeRowsFocusable(document));
    observer.observe(document.body, { childList: true, subtree: true });
    document.addEventListener('keydown', openRowOnKey);
    return () => {
      observer.disconnect();
      document.removeEventListener('keydown', openRowOnKey);
    };
  }, []);
}
