// The way from a wallet overlay to the Wallet page of the account in view (the overlay closes with it).
import { Button } from '@mui/material';
import { useBasename } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { messages } from '../messages';

export function OpenWalletButton() {
  const navigate = useNavigate();
  const basename = useBasename();
  return <Button onClick={() => navigate(`${basename}/wallet`)}>{messages.overlays.openWallet}</Button>;
}
