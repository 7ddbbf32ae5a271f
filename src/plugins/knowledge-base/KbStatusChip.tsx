// A knowledge base's status as a chip: crawling while any of its documents waits or crawls.
import { Chip } from '@mui/material';
import { messages } from './messages';

export function KbStatusChip({ status }: { status: string }) {
  return <Chip size="small" color={status === 'crawling' ? 'info' : 'success'} label={messages.kbStatus[status] ?? status} />;
}
