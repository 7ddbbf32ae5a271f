// The wallet's movements, newest first, paged by the server (?txPage=).
import { messages } from './messages';
import { MovementsTable } from './MovementsTable';
import { SectionCard } from './SectionCard';
import { usePageParam } from './usePageParam';
import { useTransactions } from './useWallet';

export function TransactionsCard() {
  const [page, setPage] = usePageParam('txPage');
  const query = useTransactions(page);
  return (
    <SectionCard title={messages.cards.transactions}>
      <MovementsTable label={messages.cards.transactions} query={query} page={page} onPage={setPage} empty={messages.noTransactions} failed={messages.transactionsFailed} />
    </SectionCard>
  );
}
