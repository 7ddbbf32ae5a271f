// /mobile/start (spec 2.1, 4.5): where logout inside the mobile app lands. The session and the local
// data are gone (the mobile and generic flags kept), the app was told; the user signs in again here.
import { Button, Typography } from '@mui/material';
import type { Brand } from '../../shared/whiteLabel';
import { navigateApp } from '../appLocation';
import { APP_ROOT } from '../constants';
import { LandingCard } from './LandingCard';
import { fillMessage, MOBILE_MESSAGES as M } from './messages';

export default function MobileStartPage({ brand, signedIn }: { brand: Brand; signedIn: boolean }) {
  const values = { brand: brand.name };
  if (signedIn) {
    return (
      <LandingCard brand={brand} title={brand.name}>
        <Button variant="contained" size="large" onClick={() => navigateApp(APP_ROOT)}>
          {fillMessage(M.openConsole, values)}
        </Button>
      </LandingCard>
    );
  }
  return (
    <LandingCard brand={brand} title={M.signedOutTitle}>
      <Typography>{fillMessage(M.signedOutText, values)}</Typography>
      <Button variant="contained" size="large" onClick={() => navigateApp(APP_ROOT)}>
        {M.signInAgain}
      </Button>
    </LandingCard>
  );
}
