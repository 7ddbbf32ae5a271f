// ?mobile=true (spec 2.3 "mobile"): the mobile app — its two stores (with the variant flag), the
// /install link that picks the store by itself, and when the app last checked in for this account
// (GET /api/v1/checkIn/mobile).
import { Alert, DialogContent, LinearProgress, List, ListItem, Stack, Typography } from '@mui/material';
import { useGetOne, useTranslate } from 'react-admin';
import { hasNativeBridge } from '../adapters/nativeBridge';
import type { OverlayProps } from '../kernel/contracts';
import type { CheckInState } from '../kernel/kernelApi';
import { KERNEL_RESOURCES } from '../kernel/kernelResources';
import { useKernel } from '../kernel/KernelContext';
import { INSTALL_PATH } from '../kernel/mobile/bootPages';
import { storeUrl, variantFor } from '../kernel/mobile/install';
import { stripUrl } from '../shared/urlHelpers';
import { ExternalLink } from './ExternalLink';
import { OverlayDialog } from './OverlayDialog';
import { errorMessage } from './kit/serverErrors';

export default function MobileOverlay({ close }: OverlayProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`switchboard.overlays.mobile.${key}`, options);
  const { brand } = useKernel();
  const variant = variantFor(brand.ownBrand);
  const checkIn = useGetOne<CheckInState>(KERNEL_RESOURCES.mobile, { id: 'mobile' }, { retry: false });
  const installUrl = `${window.location.origin}${INSTALL_PATH}`;
  return (
    <OverlayDialog title={t('title')} onClose={() => close()}>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{t('intro', { brand: brand.name })}</Typography>
          {hasNativeBridge() ? <Alert severity="success">{t('inApp')}</Alert> : null}
          <List dense>
            <ListItem disableGutters>
              <ExternalLink href={storeUrl('ios', variant)}>{t('appStore')}</ExternalLink>
            </ListItem>
            <ListItem disableGutters>
              <ExternalLink href={storeUrl('android', variant)}>{t('playStore')}</ExternalLink>
            </ListItem>
          </List>
          <Typography>
            {t('installLink')}: <ExternalLink href={installUrl}>{stripUrl(installUrl)}</ExternalLink>
          </Typography>
          {checkIn.isPending ? (
            <LinearProgress aria-label={translate('switchboard.overlays.loading')} />
          ) : checkIn.isError ? (
            <Alert severity="error">{errorMessage(checkIn.error, t('checkInFailed'))}</Alert>
          ) : checkIn.data?.at ? (
            <Typography role="status">{t('lastCheckIn', { when: new Date(checkIn.data.at * 1000).toLocaleString() })}</Typography>
          ) : (
            <Typography role="status" color="text.secondary">
              {t('never')}
            </Typography>
          )}
        </Stack>
      </DialogContent>
    </OverlayDialog>
  );
}
