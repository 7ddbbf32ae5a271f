// ?transactions=true (spec doc 1 §2.3 transactions): the wallet's movements, newest first, paged by
// the server (?txPage=, removed with the overlay).
import { DialogActions, DialogContent } from '@mui/material';
import { OverlayDialog, type OverlayProps } from '@kernel/sdk';
import { messages } from '../messages';
import { MovementsTable } from '../MovementsTable';
import { usePageParam } from '../usePageParam';
import { useTransactions } from '../useWallet';
import { OpenWalletButton } from './OpenWalletButton';

export default function TransactionsOverlay({ close }: OverlayProps) {
  const [page, setPage] = usePageParam('txPage');
  const query = useTransactions(page);
  return (
    <OverlayDialog title={messages.overlays.transactions} onClose={() => close(['txPage'])} maxWidth="md">
      <DialogContent>
        <MovementsTable label={messages.cards.transactions} query={query} page={page} onPage={setPage} empty={messages.noTransactions} failed={messages.transactionsFailed} />
      </DialogContent>
      <DialogActions>
        <OpenWalletButton />
      </DialogActions>
    </OverlayDialog>
  );
}
