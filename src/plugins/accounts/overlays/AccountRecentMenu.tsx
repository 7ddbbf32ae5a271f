// The search's history menu: the accounts the user recently opened (most recent first, at most 10).
import { useState } from 'react';
import HistoryIcon from '@mui/icons-material/History';
import { Button, Divider, ListItemText, Menu, MenuItem } from '@mui/material';
import { messages } from '../messages';
import type { RecentAccount } from '../rules';
import { accountTitle, formatHierarchy, kindLabel } from '../summaryFormat';

interface AccountRecentMenuProps {
  recent: RecentAccount[];
  onSelect: (account: RecentAccount) => void;
  onClear: () => void;
  disabled?: boolean;
}

export function AccountRecentMenu({ recent, onSelect, onClear, disabled }: AccountRecentMenuProps) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const closeMenu = () => setAnchor(null);
  return (
    <>
      <Button
        startIcon={<HistoryIcon />}
        aria-haspopup="menu"
        aria-expanded={anchor ? 'true' : undefined}
        disabled={disabled}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        {messages.actions.recent}
      </Button>
      <Menu anchorEl={anchor} open={!!anchor} onClose={closeMenu}>
        {recent.length === 0 && <MenuItem disabled>{messages.search.recentEmpty}</MenuItem>}
        {recent.map((account) => (
          <MenuItem
            key={account.id}
            onClick={() => {
              closeMenu();
              onSelect(account);
            }}
          >
            <ListItemText
              primary={accountTitle(account)}
              secondary={[kindLabel(account), formatHierarchy(account)].filter(Boolean).join(' · ')}
            />
          </MenuItem>
        ))}
        {recent.length > 0 && <Divider />}
        {recent.length > 0 && (
          <MenuItem
            onClick={() => {
              closeMenu();
              onClear();
            }}
          >
            {messages.actions.clearRecent}
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
