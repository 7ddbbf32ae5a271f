// The Dashboard page (menu "Dashboard"): the same cards as the home page's widget, full width.
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
