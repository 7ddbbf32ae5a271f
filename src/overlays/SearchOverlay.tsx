// ?search=true or ?search=<text> (spec 2.3 "search"): people (the organization's contacts) and
// conversations matching a name or a number, through GET /api/v1/search/{target}; with "also search
// what was written" through /api/v1/enhancedSearch/{target} (spec doc 2). Typing waits 500 ms
// (spec doc 2 §9 debounce) before asking.
import { useEffect, useState } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useNavigate } from 'react-router-dom';
import {
  Alert, Checkbox, DialogContent, FormControlLabel, LinearProgress, List, ListItemButton, ListItemText, Stack, TextField, Typography,
} from '@mui/material';
import { useDataProvider, useTranslate, type DataProvider } from 'react-admin';
import type { OverlayProps } from '../kernel/contracts';
import type { KernelActions } from '../kernel/kernelApi';
import { KERNEL_RESOURCES } from '../kernel/kernelResources';
import { useKernel } from '../kernel/KernelContext';
import { TOKENS } from '../kernel/tokens';
import { useContributions } from '../kernel/useContributions';
import { OverlayDialog } from './OverlayDialog';
import { errorMessage } from './kit/serverErrors';
import { searchPhrase, SEARCH_DEBOUNCE_MS, contactLabel, roomLabel } from './overlayRules';
import { useOpenOverlay } from './useOverlayParams';

function useDebounced<T>(value: T, ms: number): T {
  const [debounced, setDebounced] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setDebounced(value), ms);
    return () => clearTimeout(timer);
  }, [value, ms]);
  return debounced;
}

export default function SearchOverlay({ value, close }: OverlayProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`switchboard.overlays.search.${key}`, options);
  const dataProvider = useDataProvider<DataProvider & KernelActions>();
  const navigate = useNavigate();
  const open = useOpenOverlay();
  const { enabledPlugins } = useKernel();
  const canPreview = useContributions(TOKENS.Overlay).some((o) => o.name === 'previewContact');
  const [text, setText] = useState(value === 'true' ? '' : value);
  const [enhanced, setEnhanced] = useState(false);
  const phrase = searchPhrase(useDebounced(text, SEARCH_DEBOUNCE_MS));
  const available = enabledPlugins.includes('inbox');
  const result = useQuery({
    queryKey: [KERNEL_RESOURCES.search, phrase, enhanced],
    queryFn: ({ signal }) => dataProvider.search(KERNEL_RESOURCES.search, { q: phrase!, enhanced, signal }),
    enabled: available && phrase !== null,
    retry: false,
  });
  const openRoom = (roomId: string) => {
    close();
    navigate(`/inbox?active=${encodeURIComponent(roomId)}`);
  };
  return (
    <OverlayDialog title={t('title')} onClose={() => close()}>
      <DialogContent>
        {!available ? (
          <Alert severity="info">{t('unavailable')}</Alert>
        ) : (
          <Stack spacing={2}>
            <TextField
              autoFocus
              type="search"
              label={t('label')}
              value={text}
              onChange={(event) => setText(event.target.value)}
              helperText={phrase === null ? t('hint') : ' '}
              slotProps={{ htmlInput: { maxLength: 100 } }}
              sx={{ mt: 1 }}
            />
            <FormControlLabel control={<Checkbox checked={enhanced} onChange={(_, on) => setEnhanced(on)} />} label={t('enhanced')} />
            {result.isFetching ? <LinearProgress aria-label={translate('switchboard.overlays.loading')} /> : null}
            {result.isError ? <Alert severity="error">{errorMessage(result.error, t('failed'))}</Alert> : null}
            {result.data ? (
              <>
                <section aria-labelledby="search-people">
                  <Typography id="search-people" component="h2" variant="subtitle1">
                    {t('people')}
                  </Typography>
                  {result.data.contacts.length ? (
                    <List dense>
                      {result.data.contacts.map((contact) => (
                        <ListItemButton
                          key={String(contact.id)}
                          disabled={!canPreview}
                          onClick={() => open('previewContact', String(contact.id), ['search'])}
                        >
                          <ListItemText primary={contactLabel(contact)} secondary={[contact.phoneNumber, contact.email].filter(Boolean).join(' · ')} />
                        </ListItemButton>
                      ))}
                    </List>
                  ) : (
                    <Typography color="text.secondary">{t('noPeople')}</Typography>
                  )}
                </section>
                <section aria-labelledby="search-conversations">
                  <Typography id="search-conversations" component="h2" variant="subtitle1">
                    {t('conversations')}
                  </Typography>
                  {result.data.rooms.length ? (
                    <List dense>
                      {result.data.rooms.map((room) => (
                        <ListItemButton key={String(room.roomId)} onClick={() => openRoom(String(room.roomId))}>
                          <ListItemText primary={t('room', { name: roomLabel(room) })} secondary={typeof room.lastMessage === 'string' ? room.lastMessage : undefined} />
                        </ListItemButton>
                      ))}
                    </List>
                  ) : (
                    <Typography color="text.secondary">{t('noConversations')}</Typography>
                  )}
                </section>
              </>
            ) : null}
          </Stack>
        )}
      </DialogContent>
    </OverlayDialog>
  );
}
