// ?editSocial=true: the page's social links (network and http(s) link) and where they show, above
// or below the links (POST /api/v1/account/socialLinks with socialLinks and socialLinksPosition).
import { useState } from 'react';
import { Box, Button, FormControlLabel, IconButton, MenuItem, Radio, RadioGroup, Stack, TextField, Typography, FormLabel, FormControl } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutline';
import { useNotify } from 'react-admin';
import { type OverlayProps } from '@kernel/sdk';
import { checkHttpUrl, MAX_SOCIAL_LINKS, SOCIAL_NETWORKS, SOCIAL_POSITIONS, type SocialPosition } from '../../../shared/profilePage';
import { useProfileApi, type ProfilePage, type SocialLink } from '../api';
import { messages } from '../messages';
import { PageLoad } from '../PageLoad';
import { ProfileDialog } from '../ProfileDialog';
import { useAction } from '../useAction';
import { useSavedPage } from '../usePage';

const t = messages.social;

function Form({ page, close }: { page: ProfilePage; close: () => void }) {
  const api = useProfileApi();
  const notify = useNotify();
  const saved = useSavedPage();
  const [items, setItems] = useState<SocialLink[]>(page.socialLinks);
  const [position, setPosition] = useState<SocialPosition>(page.socialLinksPosition);
  const [checked, setChecked] = useState(false);
  const { pending, failure, run } = useAction();
  const errors = items.map((s) => checkHttpUrl(s.url));
  const submit = async () => {
    setChecked(true);
    if (errors.some((e) => !e.ok)) return;
    const socialLinks = items.map((s, i) => ({ network: s.network, url: (errors[i] as { url: string }).url }));
    if (await run(async () => saved(await api.saveSocialLinks({ socialLinks, socialLinksPosition: position })))) {
      notify(messages.saved, { type: 'success' });
      close();
    }
  };
  return (
    <ProfileDialog title={t.title} onClose={close} onSubmit={() => void submit()} pending={pending} failure={failure}>
      {items.length === 0 ? <Typography>{t.empty}</Typography> : null}
      {items.map((item, i) => {
        const error = checked && !errors[i]!.ok ? (errors[i] as { message: string }).message : undefined;
        return (
          <Box key={i} component="fieldset" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5, m: 0, minWidth: 0 }}>
            <Typography component="legend" variant="body2" sx={{ px: 0.5 }}>
              {t.socialN(i + 1)}
            </Typography>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
              <TextField select label={t.network} value={item.network} onChange={(e) => setItems(items.map((s, j) => (j === i ? { ...s, network: e.target.value } : s)))} size="small" sx={{ minWidth: 150 }}>
                {SOCIAL_NETWORKS.map((n) => (
                  <MenuItem key={n} value={n}>
                    {t.networks[n]}
                  </MenuItem>
                ))}
              </TextField>
              <TextField label={t.url} value={item.url} onChange={(e) => setItems(items.map((s, j) => (j === i ? { ...s, url: e.target.value } : s)))} error={!!error} helperText={error} placeholder="https://" slotProps={{ htmlInput: { inputMode: 'url', spellCheck: false, autoCapitalize: 'none' } }} size="small" fullWidth />
              <IconButton aria-label={messages.onItem(messages.actions.remove, t.socialN(i + 1))} onClick={() => setItems(items.filter((_, j) => j !== i))}>
                <DeleteIcon />
              </IconButton>
            </Stack>
          </Box>
        );
      })}
      <Button sx={{ alignSelf: 'flex-start' }} disabled={items.length >= MAX_SOCIAL_LINKS} onClick={() => setItems([...items, { network: 'website', url: '' }])}>
        {messages.actions.addSocial}
      </Button>
      <FormControl>
        <FormLabel id="social-position">{t.position}</FormLabel>
        <RadioGroup aria-labelledby="social-position" value={position} onChange={(e) => setPosition(e.target.value as SocialPosition)}>
          {SOCIAL_POSITIONS.map((p) => (
            <FormControlLabel key={p} value={p} control={<Radio />} label={t.positions[p]} />
          ))}
        </RadioGroup>
      </FormControl>
    </ProfileDialog>
  );
}

export default function EditSocialOverlay({ close }: OverlayProps) {
  return <PageLoad title={t.title} close={() => close()}>{(page) => <Form page={page} close={() => close()} />}</PageLoad>;
}
