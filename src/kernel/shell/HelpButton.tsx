// Help (spec 2.2): generic mode opens the help overlay; the own brand opens the domain's support URL
// in a new tab, or the get-support form when there is none.
import { IconButton, Tooltip } from '@mui/material';
import HelpOutlineIcon from '@mui/icons-material/HelpOutlineOutlined';
import { useKernel } from '../KernelContext';
import { useOverlayParams } from '../../overlays/useOverlayParams';
import { helpAction } from '../../shared/whiteLabel';

export function HelpButton() {
  const { brand } = useKernel();
  const { open } = useOverlayParams();
  const onClick = () => {
    const action = helpAction(brand);
    if (action.kind === 'url') window.open(action.url, '_blank', 'noopener,noreferrer');
    else open(action.name, action.value);
  };
  return (
    <Tooltip title="Help">
      <IconButton color="inherit" aria-label="Help" onClick={onClick}>
        <HelpOutlineIcon />
      </IconButton>
    </Tooltip>
  );
}
