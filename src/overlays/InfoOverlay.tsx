// ?info=true (spec 2.3 "info"): about the console and the account in view — the product and its
// version, the account and who is signed in, and the support, sales, privacy and terms links of the
// partner's or reseller's settings (spec 2.1; http(s) links only).
import { DialogContent, List, ListItem, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { OverlayProps } from '../kernel/contracts';
import { accountLabel, displayName } from '../kernel/account';
import { APP_VERSION } from '../kernel/buildInfo';
import { useKernel } from '../kernel/KernelContext';
import { infoLinks } from './overlayRules';
import { ExternalLink } from './ExternalLink';
import { OverlayDialog } from './OverlayDialog';

function Row({ label, value }: { label: string; value: string }) {
  return (
    <Stack direction={{ xs: 'column', sm: 'row' }} spacing={{ sm: 2 }}>
      <Typography component="dt" color="text.secondary" sx={{ minWidth: 140 }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {value}
      </Typography>
    </Stack>
  );
}

export default function InfoOverlay({ close }: OverlayProps) {
  const translate = useTranslate();
  const t = (key: string) => translate(`switchboard.overlays.info.${key}`);
  const { brand, account, user } = useKernel();
  const links = infoLinks((account ?? user)?.settings, window.location.origin);
  return (
    <OverlayDialog title={t('title')} onClose={() => close()}>
      <DialogContent>
        <Stack component="dl" spacing={1} sx={{ m: 0 }}>
          <Row label={t('product')} value={brand.name} />
          <Row label={t('version')} value={APP_VERSION} />
          <Row label={t('account')} value={accountLabel(account ?? user)} />
          <Row label={t('accountType')} value={(account ?? user)?.accountType ?? ''} />
          <Row label={t('signedInAs')} value={[displayName(user), user?.email].filter(Boolean).join(' · ')} />
        </Stack>
        <Typography component="h2" variant="subtitle1" sx={{ mt: 2 }}>
          {t('links')}
        </Typography>
        {links.length ? (
          <List dense>
            {links.map((link) => (
              <ListItem key={link.key} disableGutters>
                <ExternalLink href={link.url}>{t(link.key)}</ExternalLink>
              </ListItem>
            ))}
          </List>
        ) : (
          <Typography color="text.secondary">{t('noLinks')}</Typography>
        )}
      </DialogContent>
    </OverlayDialog>
  );
}
