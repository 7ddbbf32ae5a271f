// The Metrics page (menu "Metrics", route /dashboard): every card with its chart, full width.
import { Box } from '@mui/material';
import { Title } from 'react-admin';
import { messages } from './messages';
import { MetricsDashboard } from './MetricsDashboard';

export default function DashboardPage() {
  return (
    <Box sx={{ p: { xs: 1, sm: 2 } }}>
      <Title title={messages.title} />
      <MetricsDashboard heading="h1" />
    </Box>
  );
}
