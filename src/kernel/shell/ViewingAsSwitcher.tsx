// The app bar's viewingAs switcher (spec 6), shown to users who hold more than one view.
import { useId, useState } from 'react';
import { Button, Divider, ListItemIcon, ListItemText, Menu, MenuItem, Tooltip } from '@mui/material';
import CheckIcon from '@mui/icons-material/Check';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { VIEWING_AS_LABELS } from '../../shared/permissionSet';
import { useViewingAs } from '../useViewingAs';
import { TOKENS } from '../tokens';
import { useContributions } from '../useContributions';
import { useOpenOverlay } from '../../overlays/useOverlayParams';

export function ViewingAsSwitcher() {
  const { viewingAs, held, setViewingAs } = useViewingAs();
  const overlays = useContributions(TOKENS.Overlay);
  const open = useOpenOverlay();
  // the viewAs overlay (a plugin's) explains each view; the kernel only knows its catalogue name
  const explained = overlays.some((o) => o.name === 'viewAs');
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const menuId = useId();
  if (held.length < 2) return null;
  return (
    <>
      <Tooltip title="Switch view" describeChild>
        <Button
          color="inherit"
          size="small"
          startIcon={<VisibilityIcon />}
          aria-haspopup="menu"
          aria-controls={anchor ? menuId : undefined}
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(e) => setAnchor(e.currentTarget)}
          sx={{ textTransform: 'none', mx: 1 }}
        >
          Viewing as: {VIEWING_AS_LABELS[viewingAs]}
        </Button>
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
            <ListItemText>What each view shows…</ListItemText>
          </MenuItem>
        )}
      </Menu>
    </>
  );
}
