// ?viewAs=true: the viewingAs picker (spec 6): the views the user holds, each with what it shows;
// Apply switches (the kernel rebuilds menus, overlays and buttons without a reload and reports the
// switch to the audit log). Below: "View another account" opens accountSearch.
import { useState } from 'react';
import ManageSearchIcon from '@mui/icons-material/ManageSearch';
import {
  Alert,
  Button,
  DialogActions,
  DialogContent,
  Divider,
  FormControl,
  FormControlLabel,
  FormLabel,
  Radio,
  RadioGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import {
  OverlayDialog,
  type OverlayProps,
  useKernel,
  useOpenOverlay,
  useViewingAs,
  VIEWING_AS_LABELS,
  type ViewingAs,
} from '@kernel/sdk';
import { allowed } from '../accountsAccess';
import { messages as m } from '../messages';

export default function ViewAsOverlay({ close }: OverlayProps) {
  const translate = useTranslate();
  const { viewingAs, held, setViewingAs } = useViewingAs();
  const { permissions, account, user } = useKernel();
  // the same check the overlay host applies to accountSearch: never offer a door that stays shut
  const canSearch = allowed('accountSearch', permissions, { account, user });
  const open = useOpenOverlay();
  const notify = useNotify();
  const [selected, setSelected] = useState<ViewingAs>(viewingAs);
  const single = held.length <= 1;

  const apply = () => {
    if (selected !== viewingAs) {
      setViewingAs(selected);
      notify(m.viewAs.switched(VIEWING_AS_LABELS[selected]), { type: 'success' });
    }
    close();
  };

  return (
    <OverlayDialog title={m.viewAs.title} onClose={() => close()}>
      <DialogContent dividers>
        {single ? (
          <Alert severity="info">{m.viewAs.single(VIEWING_AS_LABELS[held[0] ?? viewingAs])}</Alert>
        ) : (
          <FormControl>
            <FormLabel id="view-as-label" sx={{ mb: 1 }}>
              {m.viewAs.intro}
            </FormLabel>
            <RadioGroup
              aria-labelledby="view-as-label"
              value={selected}
              onChange={(event) => setSelected(event.target.value as ViewingAs)}
            >
              {held.map((view) => (
                <FormControlLabel
                  key={view}
                  value={view}
                  control={<Radio slotProps={{ input: { 'aria-describedby': `view-as-${view}` } }} />}
                  sx={{ alignItems: 'flex-start', mb: 1 }}
                  label={
                    <Stack sx={{ pt: 1 }}>
                      <Typography component="span" sx={{ fontWeight: 500 }}>
                        {VIEWING_AS_LABELS[view]}
                        {view === viewingAs ? ` (${m.viewAs.current})` : ''}
                      </Typography>
                      <Typography component="span" id={`view-as-${view}`} variant="body2" color="text.secondary">
                        {m.viewAs.explanations[view]}
                      </Typography>
                    </Stack>
                  }
                />
              ))}
            </RadioGroup>
          </FormControl>
        )}
        {canSearch ? (
          <>
            <Divider sx={{ my: 2 }} />
            <Typography variant="subtitle2" component="h3">
              {m.viewAs.otherAccount}
            </Typography>
            <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
              {m.viewAs.otherAccountDetails}
            </Typography>
            <Button variant="outlined" startIcon={<ManageSearchIcon />} onClick={() => open('accountSearch', 'true', ['viewAs'])}>
              {m.actions.searchAccounts}
            </Button>
          </>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={() => close()}>{translate(single ? 'ra.action.close' : 'ra.action.cancel')}</Button>
        {single ? null : (
          <Button variant="contained" onClick={apply}>
            {m.actions.apply}
          </Button>
        )}
      </DialogActions>
    </OverlayDialog>
  );
}
