// /install (spec 1 §1, §2.1): a phone goes straight to its platform's store with the variant flag;
// any other device gets both stores' links.
import { useEffect } from 'react';
import { Button, Stack, Typography } from '@mui/material';
import type { Brand } from '../../shared/whiteLabel';
import { navigateApp } from '../appLocation';
import { APP_ROOT } from '../constants';
import { installRedirect, storeUrl, variantFor } from './install';
import { LandingCard } from './LandingCard';
import { fillMessage, MOBILE_MESSAGES as M } from './messages';

export default function InstallPage({ brand }: { brand: Brand; signedIn: boolean }) {
  const target = installRedirect(navigator.userAgent, navigator.maxTouchPoints ?? 0, brand.ownBrand);
  useEffect(() => {
    if (target) window.location.replace(target);
  }, [target]);
  const variant = variantFor(brand.ownBrand);
  return (
    <LandingCard brand={brand} title={fillMessage(M.installTitle, { brand: brand.name })}>
      {target ? (
        <Typography role="status">{M.redirecting}</Typography>
      ) : (
        <>
          <Typography>{M.installText}</Typography>
          <Stack spacing={1.5} sx={{ width: '100%' }}>
            <Button variant="contained" size="large" href={storeUrl('ios', variant)}>
              {M.appStore}
            </Button>
            <Button variant="contained" size="large" href={storeUrl('android', variant)}>
              {M.playStore}
            </Button>
            <Button onClick={() => navigateApp(APP_ROOT)}>{M.backToConsole}</Button>
          </Stack>
        </>
      )}
    </LandingCard>
  );
}
