// Help (spec 2.2): generic mode opens the help overlay; the own brand opens the domain's support URL
// in a new tab, or the get-support form when there is none. An icon in the app bar, or an item of the
// user menu on a phone.
import { IconButton, ListItemIcon, ListItemText, MenuItem, Tooltip } from '@mui/material';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { useTranslate, useUserMenu } from 'react-admin';
import { useKernel } from '../KernelContext';
import { useOverlayParams } from '../../overlays/useOverlayParams';
import { helpAction } from '../../shared/whiteLabel';

const HELP = 'switchboard.menu.help';

function useHelp() {
  const { brand } = useKernel();
  const { open } = useOverlayParams();
  return () => {
    const action = helpAction(brand);
    if (action.kind === 'url') window.open(action.url, '_blank', 'noopener,noreferrer');
    else open(action.name, action.value);
  };
}

export function HelpButton() {
  const onClick = useHelp();
  const translate = useTranslate();
  return (
    <Tooltip title={translate(HELP)}>
      <IconButton color="inherit" aria-label={translate(HELP)} onClick={onClick}>
        <HelpOutlineIcon />
      </IconButton>
    </Tooltip>
  );
}

export function HelpMenuItem() {
  const help = useHelp();
  const menu = useUserMenu();
  const translate = useTranslate();
  return (
    <MenuItem
      onClick={() => {
        menu?.onClose();
        help();
      }}
    >
      <ListItemIcon>
        <HelpOutlineIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate(HELP)}</ListItemText>
    </MenuItem>
  );
}
