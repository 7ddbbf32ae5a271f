// Build from your website: the owner pastes the site's address; the server reads the page and the
// facts it found are listed (hours and prices marked to confirm) and handed to the template chosen
// next, which fills its fields from them.
import { useState } from 'react';
import { Alert, Chip, List, ListItem, ListItemText, Stack, TextField, Typography } from '@mui/material';
import { PendingButton, useConfirmedAction } from '@kernel/sdk';
import type { SiteReading } from '../api/onboardingAdapter';
import { CONFIRM_FACTS, SITE_FACT_KEYS, type SiteFactKey } from '../rules/sitePrefill';
import { messages } from '../messages';
import { RESOURCE, useOnboardingProvider } from '../useOnboardingProvider';

const { site: text } = messages;

export function SiteFactsForm({ reading, onRead }: { reading: SiteReading | null; onRead: (reading: SiteReading) => void }) {
  const dataProvider = useOnboardingProvider();
  const [url, setUrl] = useState(reading?.url ?? '');
  const [invalid, setInvalid] = useState(false);
  const read = useConfirmedAction(text.failed);
  const found = reading ? SITE_FACT_KEYS.filter((k) => reading.facts[k]) : [];

  const onSubmit = async () => {
    if (!url.trim()) return setInvalid(true);
    setInvalid(false);
    await read.run(async () => onRead((await dataProvider.readSite(RESOURCE, { url: url.trim() })).data));
  };

  return (
    <Stack spacing={1} component="section" aria-labelledby="site-facts-title" sx={{ p: 2, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography id="site-facts-title" variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
        {text.title}
      </Typography>
      <Typography variant="body2" color="text.secondary">
        {text.lead}
      </Typography>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1}
        component="form"
        noValidate
        aria-label={text.title}
        onSubmit={(e) => {
          e.preventDefault();
          void onSubmit();
        }}
      >
        <TextField
          size="small"
          fullWidth
          type="url"
          label={text.url}
          value={url}
          onChange={(e) => setUrl(e.target.value)}
          error={invalid}
          helperText={invalid ? messages.fields.required : text.urlHint}
          inputProps={{ maxLength: 2000 }}
        />
        <PendingButton type="submit" pending={read.pending} sx={{ alignSelf: 'flex-start', flexShrink: 0 }}>
          {text.read}
        </PendingButton>
      </Stack>
      {read.failed ? <Alert severity="error">{read.failed instanceof Error ? read.failed.message : text.failed}</Alert> : null}
      {reading && found.length === 0 ? <Typography color="text.secondary">{text.none}</Typography> : null}
      {reading && found.length > 0 ? (
        <>
          <Typography variant="body2">{text.found(found.length, reading.model)}</Typography>
          <List dense aria-label={text.title}>
            {found.map((k: SiteFactKey) => (
              <ListItem key={k} disableGutters>
                <ListItemText primary={reading.facts[k]} secondary={text.facts[k]} primaryTypographyProps={{ sx: { overflowWrap: 'anywhere' } }} />
                {CONFIRM_FACTS.includes(k) ? <Chip size="small" color="warning" label={text.confirm} /> : null}
              </ListItem>
            ))}
          </List>
        </>
      ) : null}
    </Stack>
  );
}
