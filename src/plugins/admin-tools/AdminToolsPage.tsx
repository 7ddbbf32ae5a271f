// The /admin-tools page (spec 6, super admin actions): the token, enabling and disabling accounts,
// refunds and the calls for review. Loaded lazily: only super admins viewing as superAdmin get it.
import { Stack } from '@mui/material';
import { Title } from 'react-admin';
import { AccountStatusCard } from './AccountStatusCard';
import { useAdminToolsApi } from './api';
import { messages } from './messages';
import { RefundCard } from './RefundCard';
import { ReviewCallsCard } from './ReviewCallsCard';
import { TokenCard } from './TokenCard';
import { useAdminToken } from './useAdminToken';

export default function AdminToolsPage() {
  const api = useAdminToolsApi();
  const token = useAdminToken();
  const section = { api, ready: token.state === 'valid', onRejected: token.reject };
  return (
    <Stack spacing={2} sx={{ mt: 2, mb: 4 }}>
      <Title title={messages.title} />
      <TokenCard api={api} token={token} />
      <AccountStatusCard {...section} />
      <RefundCard {...section} />
      <ReviewCallsCard {...section} />
    </Stack>
  );
}
