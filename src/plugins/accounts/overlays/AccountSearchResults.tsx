// The search's results as a listbox: name, type, email and hierarchy per account; the option goes to
// the account, the info button opens its info overlay. The phrase field drives the active option
// (aria-activedescendant), so arrow keys and Enter work without leaving the field.
import InfoIcon from '@mui/icons-material/InfoOutlined';
import { IconButton, List, ListItem, ListItemButton, ListItemText, Tooltip } from '@mui/material';
import { messages } from '../messages';
import type { AccountSummary } from '../rules';
import { accountTitle, formatHierarchy, kindLabel } from '../summaryFormat';

export const optionId = (listId: string, index: number) => `${listId}-option-${index}`;

interface AccountSearchResultsProps {
  id: string;
  accounts: AccountSummary[];
  active: number;
  onSelect: (account: AccountSummary) => void;
  /** null: no info button for this account */
  onInfo: ((account: AccountSummary) => void) | null;
  canInfo: (account: AccountSummary) => boolean;
  disabled?: boolean;
}

export function AccountSearchResults({ id, accounts, active, onSelect, onInfo, canInfo, disabled }: AccountSearchResultsProps) {
  return (
    <List id={id} role="listbox" aria-label={messages.search.results} dense sx={{ maxHeight: 420, overflowY: 'auto' }}>
      {accounts.map((account, index) => {
        const title = accountTitle(account);
        const secondary = [kindLabel(account), account.email, formatHierarchy(account)].filter(Boolean).join(' · ');
        return (
          <ListItem
            key={account.id}
            role="none"
            disablePadding
            secondaryAction={
              onInfo && canInfo(account) ? (
                <Tooltip title={messages.actions.info}>
                  <IconButton edge="end" aria-label={`${messages.actions.info}: ${title}`} onClick={() => onInfo(account)}>
                    <InfoIcon fontSize="small" />
                  </IconButton>
                </Tooltip>
              ) : undefined
            }
          >
            <ListItemButton
              id={optionId(id, index)}
              role="option"
              aria-selected={index === active}
              selected={index === active}
              tabIndex={-1}
              disabled={disabled}
              onClick={() => onSelect(account)}
            >
              <ListItemText primary={title} secondary={secondary} />
            </ListItemButton>
          </ListItem>
        );
      })}
    </List>
  );
}
