// One custom domain: its status chip with the reason of a failed check, the TXT record to create
// (copyable) until it is verified, and its actions.
import { Alert, Box, Button, Chip, Paper, Stack, Typography } from '@mui/material';
import { CopyField } from './CopyField';
import { messages } from './messages';
import { canMakeDefault, statusColor, type CustomDomain } from './rules';
import { formatDateTime } from '@kernel/sdk';

export interface DomainCardProps {
  domain: CustomDomain;
  busy: boolean;
  onCheck: () => void;
  onDefault: () => void;
  onDelete: () => void;
}

export function DomainCard({ domain: d, busy, onCheck, onDefault, onDelete }: DomainCardProps) {
  return (
    <Paper component="li" variant="outlined" data-testid="custom-domain" sx={{ p: 2, listStyle: 'none' }}>
      <Stack spacing={1}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', flexWrap: 'wrap' }}>
          <Typography variant="subtitle1" component="h3" sx={{ overflowWrap: 'anywhere', flex: '1 1 auto' }}>{d.domain}</Typography>
          {d.isDefault && <Chip size="small" color="primary" label={messages.defaultChip} />}
          <Chip size="small" color={statusColor(d.status)} label={messages.status[d.status]} />
        </Box>
        <Typography variant="caption" color="text.secondary">{d.checkedAt ? messages.checked(formatDateTime(d.checkedAt)) : messages.never}</Typography>
        {d.status === 'failed' && d.reason && <Alert severity="error">{d.reason}</Alert>}
        {d.status !== 'verified' && (
          <Box>
            <Typography variant="body2" sx={{ mb: 0.5 }}>{messages.txtTitle}</Typography>
            <Typography variant="caption" color="text.secondary" component="div">{messages.txtType}</Typography>
            <CopyField label={messages.fields.txtName} value={d.txtName} />
            <CopyField label={messages.fields.txtValue} value={d.txtValue} />
          </Box>
        )}
        <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap' }}>
          <Button size="small" variant="outlined" disabled={busy} onClick={onCheck}>{messages.actions.check}</Button>
          {canMakeDefault(d) && <Button size="small" disabled={busy} onClick={onDefault}>{messages.actions.makeDefault}</Button>}
          <Button size="small" color="error" disabled={busy} onClick={onDelete} aria-label={`${messages.actions.delete} ${d.domain}`}>{messages.actions.delete}</Button>
        </Box>
      </Stack>
    </Paper>
  );
}
