// ?debug=true (spec 2.3 "debug"; only with canInspectJSON, spec 6): the console's version and build,
// the account in view, the signed-in user and the account's domain profile as JSON, as text (never
// markup), tokens left out.
import { useQuery } from '@tanstack/react-query';
import { Alert, Box, DialogContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useDataProvider, useTranslate } from 'react-admin';
import type { OverlayProps } from '../kernel/contracts';
import { APP_BUILD, APP_VERSION } from '../kernel/buildInfo';
import { useKernel } from '../kernel/KernelContext';
import { KERNEL_RESOURCES } from '../kernel/kernelResources';
import { OverlayDialog } from './OverlayDialog';
import { errorMessage } from './kit/serverErrors';
import { inspectJson } from './overlayRules';

function JsonBlock({ title, value }: { title: string; value: unknown }) {
  return (
    <Box component="section" aria-label={title}>
      <Typography component="h2" variant="subtitle1">
        {title}
      </Typography>
      <Box
        component="pre"
        tabIndex={0}
        sx={{ m: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1, overflow: 'auto', maxHeight: 320, fontSize: 13, whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
      >
        {inspectJson(value)}
      </Box>
    </Box>
  );
}

export default function DebugOverlay({ close }: OverlayProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`switchboard.overlays.debug.${key}`);
  const { account, user } = useKernel();
  const dataProvider = useDataProvider();
  const accountId = (account ?? user)?.id;
  const profile = useQuery({
    queryKey: [KERNEL_RESOURCES.domainProfile, 'getOne', accountId],
    queryFn: ({ signal }) => dataProvider.getOne(KERNEL_RESOURCES.domainProfile, { id: accountId, signal }),
    enabled: accountId != null,
  });
  return (
    <OverlayDialog title={t('title')} onClose={() => close()} maxWidth="md">
      <DialogContent>
        <Stack spacing={2}>
          <Stack component="dl" spacing={0.5} sx={{ m: 0 }}>
            <Typography component="div">
              <Box component="dt" sx={{ display: 'inline', color: 'text.secondary' }}>{t('version')}: </Box>
              <Box component="dd" sx={{ display: 'inline', m: 0 }}>{APP_VERSION}</Box>
            </Typography>
            <Typography component="div">
              <Box component="dt" sx={{ display: 'inline', color: 'text.secondary' }}>{t('build')}: </Box>
              <Box component="dd" sx={{ display: 'inline', m: 0 }}>{APP_BUILD}</Box>
            </Typography>
          </Stack>
          <JsonBlock title={t('account')} value={account} />
          {user && user.id !== account?.id ? <JsonBlock title={t('user')} value={user} /> : null}
          {profile.isPending && accountId != null ? (
            <LinearProgress aria-label={translate('switchboard.overlays.loading')} />
          ) : profile.isError ? (
            <Alert severity="error">{errorMessage(profile.error, t('domainProfileFailed'))}</Alert>
          ) : profile.data?.data.domainProfile ? (
            <JsonBlock title={t('domainProfile')} value={profile.data.data.domainProfile} />
          ) : (
            <Typography color="text.secondary">{t('noDomainProfile')}</Typography>
          )}
        </Stack>
      </DialogContent>
    </OverlayDialog>
  );
}
