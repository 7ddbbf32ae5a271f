// Shown by the list when the organization holds no number yet.
import AddIcon from '@mui/icons-material/Add';
import DialpadIcon from '@mui/icons-material/Dialpad';
import { Button } from '@mui/material';
import { ListEmpty, useOpenOverlay } from '@kernel/sdk';
import { messages } from './messages';

export function NumbersEmpty() {
  const open = useOpenOverlay();
  return (
    <ListEmpty
      icon={<DialpadIcon />}
      title={messages.empty}
      hint={messages.emptyHint}
      actions={
        <>
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => open('selectNumber', 'true')}>
            {messages.actions.buy}
          </Button>
          <Button onClick={() => open('addCustomNumber', 'true')}>{messages.actions.bring}</Button>
        </>
      }
    />
  );
}
