// The "White-label" settings panel of a partner or reseller: the profile's switches and links,
// saved one by one, beside (wide screens) or above (narrow) a live preview of an org owner's view.
import { useMemo } from 'react';
import VisibilityIcon from '@mui/icons-material/Visibility';
import { Alert, Box, Button, Grid, Paper, Skeleton, Stack, Typography } from '@mui/material';
import { useOpenOverlay } from '@kernel/sdk';
import { messages } from './messages';
import { OwnerPreviewView } from './OwnerPreviewView';
import { ownerPreview, RESELLER_PREVIEW_OVERLAY } from './rules';
import { useDomainProfile } from './useDomainProfile';
import { WhiteLabelForm } from './WhiteLabelForm';

function PanelLoading() {
  return (
    <Stack spacing={1} role="progressbar" aria-label={messages.panel}>
      <Skeleton variant="text" width="40%" height={32} />
      <Skeleton variant="rectangular" height={120} />
    </Stack>
  );
}

export default function WhiteLabelPanel() {
  const { query, save } = useDomainProfile();
  const open = useOpenOverlay();
  const data = query.data;
  const preview = useMemo(() => (data ? ownerPreview(data.inherited, data.profile.settings) : null), [data]);

  if (query.isPending) return <PanelLoading />;
  if (query.isError) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => void query.refetch()}>
            {messages.retry}
          </Button>
        }
      >
        {query.error instanceof Error && query.error.message ? query.error.message : messages.loadFailed}
      </Alert>
    );
  }
  if (!data || !preview) {
    return (
      <Box sx={{ textAlign: 'center', py: 4 }}>
        <Typography variant="h6" component="p">
          {messages.noProfile}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {messages.noProfileHint}
        </Typography>
      </Box>
    );
  }
  return (
    <Grid container spacing={3}>
      <Grid size={{ xs: 12, md: 7 }}>
        <WhiteLabelForm data={data} save={save} />
      </Grid>
      <Grid size={{ xs: 12, md: 5 }}>
        <Paper variant="outlined" component="aside" aria-label={messages.preview.title} sx={{ p: 2, position: { md: 'sticky' }, top: { md: 80 } }}>
          <Typography variant="h6" component="h3">
            {messages.preview.title}
          </Typography>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
            {messages.preview.hint}
          </Typography>
          <OwnerPreviewView preview={preview} />
          <Button sx={{ mt: 2 }} startIcon={<VisibilityIcon />} onClick={() => open(RESELLER_PREVIEW_OVERLAY, 'true')}>
            {messages.preview.button}
          </Button>
        </Paper>
      </Grid>
    </Grid>
  );
}
