// ?requestAccess=true (spec 2.3; spec 4.3: starting a conversation without SMS enabled routes here):
// text messaging is off for the organization; who can turn it on, and the support and sales links of
// the partner's or reseller's settings (http(s) only), or the get-support form.
import { Button, DialogContent, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OverlayProps } from '../kernel/contracts';
import { accountLabel } from '../kernel/account';
import { useKernel } from '../kernel/KernelContext';
import { ExternalLink } from './ExternalLink';
import { infoLinks } from './overlayRules';
import { OverlayDialog } from './OverlayDialog';
import { useOpenOverlay } from './useOverlayParams';

export default function RequestAccessOverlay({ close }: OverlayProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`switchboard.overlays.requestAccess.${key}`, options);
  const { account, user } = useKernel();
  const open = useOpenOverlay();
  const links = infoLinks((account ?? user)?.settings, window.location.origin);
  const support = links.find((l) => l.key === 'support');
  const sales = links.find((l) => l.key === 'sales');
  return (
    <OverlayDialog title={t('title')} onClose={() => close()}>
      <DialogContent>
        <Stack spacing={2}>
          <Typography>{t('intro', { account: accountLabel(account ?? user) })}</Typography>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            {support ? (
              <ExternalLink href={support.url}>{t('contactSupport')}</ExternalLink>
            ) : (
              <Button onClick={() => open('form', 'support', ['requestAccess'])}>{t('contactSupport')}</Button>
            )}
            {sales ? <ExternalLink href={sales.url}>{t('contactSales')}</ExternalLink> : null}
          </Stack>
        </Stack>
      </DialogContent>
    </OverlayDialog>
  );
}
