// Per-row buttons of the account lists: each opens an overlay with the row's id (the row itself
// opens the info overlay). A button shows only when its overlay would open for this view.
import type { MouseEvent, ReactElement } from 'react';
import { IconButton, Stack, Tooltip } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { useOpenOverlay } from '@kernel/sdk';
import type { AccountsAccessName } from './accountsAccess';
import type { AccountSummary } from './rules';
import { accountTitle } from './summaryFormat';
import { useAccountsAccess } from './useAccountsAccess';

export interface RowAction {
  overlay: AccountsAccessName;
  /** the text, or a react-admin message key (ra.action.delete) */
  label: string;
  icon: ReactElement;
  color?: 'error';
}

export function AccountRowActions({ actions }: { actions: readonly RowAction[] }) {
  const record = useRecordContext<AccountSummary>();
  const open = useOpenOverlay();
  const can = useAccountsAccess();
  const translate = useTranslate();
  if (!record) return null;
  const title = accountTitle(record);
  const onClick = (overlay: string) => (event: MouseEvent) => {
    event.stopPropagation();
    open(overlay, record.id);
  };
  return (
    <Stack direction="row" spacing={0.5} sx={{ justifyContent: 'flex-end' }}>
      {actions
        .filter((action) => can(action.overlay))
        .map(({ label: key, ...action }) => ({ ...action, label: translate(key, { _: key }) }))
        .map((action) => (
          <Tooltip key={action.overlay} title={action.label}>
            <IconButton
              size="small"
              color={action.color}
              aria-label={`${action.label}: ${title}`}
              onClick={onClick(action.overlay)}
            >
              {action.icon}
            </IconButton>
          </Tooltip>
        ))}
    </Stack>
  );
}
