// The app bar's bell: the count of unread notifications and priority activity, live (bellData.ts), and
// a menu listing them, each with Clear, plus Clear all. A menu of MUI's: arrow keys move, Escape
// closes and gives focus back to the bell. A view without an organization (a reseller's own) gets
// the spec's "no account id" in the menu instead of a list.
import { useState, type MouseEvent } from 'react';
import { useTranslate } from 'react-admin';
import { Alert, Badge, Box, Button, Divider, IconButton, ListItemText, ListSubheader, Menu, MenuItem, Tooltip } from '@mui/material';
import NotificationsIcon from '@mui/icons-material/NotificationsOutlined';
import CloseIcon from '@mui/icons-material/Close';
import { NO_ACCOUNT_ID } from '../../shared/activity';
import { useBellData, type BellActivity, type BellNotification } from './bellData';

const MAX_SHOWN = 99;

function ClearButton({ label, onClear }: { label: string; onClear: () => void }) {
  return (
    <IconButton
      size="small"
      edge="end"
      aria-label={label}
      onClick={(event) => {
        event.stopPropagation();
        onClear();
      }}
    >
      <CloseIcon fontSize="small" />
    </IconButton>
  );
}

export function NotificationBell() {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`switchboard.bell.${key}`, options);
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const { data, error, clear, clearAll } = useBellData();
  const unread = data?.unread ?? 0;
  // the name holds the count as the badge shows it ("99+" past MAX_SHOWN): axe's
  // label-content-name-mismatch wants the visible text inside the accessible name
  const shown = unread > MAX_SHOWN ? `${MAX_SHOWN}+` : String(unread);
  const label = unread > 0 ? t('labelUnread', { count: shown }) : t('label');
  const close = () => setAnchor(null);

  const noteItem = (n: BellNotification) => (
    <MenuItem key={`n${n.id}`} sx={{ whiteSpace: 'normal', gap: 1 }}>
      <ListItemText primary={n.title} secondary={n.body} />
      <ClearButton label={t('clearItem', { text: n.title })} onClear={() => void clear('/api/v1/notifications', { clear: n.id })} />
    </MenuItem>
  );
  const activityItem = (a: BellActivity) => {
    const title = t(a.kind, { from: a.from });
    return (
      <MenuItem key={`a${a.id}`} sx={{ whiteSpace: 'normal', gap: 1 }}>
        <ListItemText primary={title} secondary={a.text || undefined} />
        <ClearButton label={t('clearItem', { text: title })} onClear={() => void clear('/api/v1/activity', { clear: a.id })} />
      </MenuItem>
    );
  };

  const body = () => {
    if (error) {
      const text = error.message === NO_ACCOUNT_ID ? t('noAccountId') : t('failed');
      return <Alert severity={error.message === NO_ACCOUNT_ID ? 'info' : 'error'} sx={{ m: 1 }}>{text}</Alert>;
    }
    const notes = data?.notifications ?? [];
    const activity = data?.activity ?? [];
    if (!notes.length && !activity.length) return <MenuItem disabled>{t('empty')}</MenuItem>;
    return [
      notes.length ? <ListSubheader key="nh">{t('notifications')}</ListSubheader> : null,
      ...notes.map(noteItem),
      activity.length ? <ListSubheader key="ah">{t('activity')}</ListSubheader> : null,
      ...activity.map(activityItem),
      <Divider key="d" />,
      <Box key="all" sx={{ display: 'flex', justifyContent: 'flex-end', px: 1 }}>
        <Button size="small" onClick={() => void clearAll()}>
          {t('clearAll')}
        </Button>
      </Box>,
    ];
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton
          color="inherit"
          aria-label={label}
          aria-haspopup="true"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event: MouseEvent<HTMLElement>) => setAnchor(event.currentTarget)}
        >
          {/* no badge at all without unread items: MUI keeps an invisible badge's digits in the DOM (scaled to 0),
              which axe counts as visible text missing from the name (label-content-name-mismatch) */}
          {unread > 0 ? (
            <Badge badgeContent={shown} color="error">
              <NotificationsIcon />
            </Badge>
          ) : (
            <NotificationsIcon />
          )}
        </IconButton>
      </Tooltip>
      <Menu
        anchorEl={anchor}
        open={!!anchor}
        onClose={close}
        slotProps={{ paper: { sx: { width: 360, maxWidth: 'calc(100vw - 16px)', maxHeight: '70vh' } }, list: { 'aria-label': t('label') } }}
      >
        {body()}
      </Menu>
    </>
  );
}
