// The app bar's viewingAs switcher (spec 6), shown to users who hold more than one view. On a phone
// (below sm) it is an icon named after the current view, so the app bar stays one row.
import { useId, useState, type MouseEvent } from 'react';
import { Button, Divider, IconButton, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip, useMediaQuery, type Theme } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { VIEWING_AS_LABELS } from '../i18n/viewingAsLabels';
import { useViewingAs } from '../useViewingAs';
import { TOKENS } from '../tokens';
import { useContributions } from '../useContributions';
import { useOpenOverlay } from '../../overlays/useOverlayParams';
import { SHELL_MESSAGES as M } from './shellMessages';

export function ViewingAsSwitcher() {
  const { viewingAs, held, setViewingAs } = useViewingAs();
  const overlays = useContributions(TOKENS.Overlay);
  const open = useOpenOverlay();
  // the viewAs overlay (a plugin's) explains each view; the kernel only knows its catalogue name
  const explained = overlays.some((o) => o.name === 'viewAs');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  const phone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (held.length < 2) return null;
  const opener = {
    color: 'inherit' as const,
    'aria-haspopup': 'menu' as const,
    'aria-controls': anchor ? menuId : undefined,
    'aria-expanded': anchor ? ('true' as const) : undefined,
    onClick: (e: MouseEvent<HTMLElement>) => setAnchor(e.currentTarget),
  };
  return (
    <>
      <Tooltip title={M.switchView} describeChild>
        {phone ? (
          <IconButton {...opener} aria-label={M.viewingAs(VIEWING_AS_LABELS[viewingAs])}>
            <VisibilityIcon />
          </IconButton>
        ) : (
          <Button {...opener} size="small" startIcon={<VisibilityIcon />} sx={{ textTransform: 'none', mx: 1 }}>
            {M.viewingAs(VIEWING_AS_LABELS[viewingAs])}
          </Button>
        )}
      </Tooltip>
      <Menu id={menuId} anchorEl={anchor} open={!!anchor} onClose={() => setAnchor(null)}>
        {held.map((view) => (
          <MenuItem
            key={view}
            selected={view === viewingAs}
            onClick={() => {
              setAnchor(null);
              setViewingAs(view);
            }}
          >
            <ListItemIcon>{view === viewingAs ? <CheckIcon fontSize="small" /> : null}</ListItemIcon>
            <ListItemText>{VIEWING_AS_LABELS[view]}</ListItemText>
          </MenuItem>
        ))}
        {explained && <Divider />}
        {explained && (
          <MenuItem
            onClick={() => {
              setAnchor(null);
              open('viewAs');
            }}
          >
            <ListItemIcon />
            <ListItemText>{M.whatEachViewShows}</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
