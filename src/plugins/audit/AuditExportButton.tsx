// Downloads the filtered log as CSV: a plain same-origin link, authenticated like every call of
// this API by the token in its query string (the adapter's getExportUrl builds it).
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useDataProvider, useListContext, type DataProvider } from 'react-admin';
import type { AuditActions } from './api';
import { messages } from './messages';

export function AuditExportButton() {
  const dataProvider = useDataProvider<DataProvider & AuditActions>();
  const { filterValues, sort } = useListContext();
  const { data: href } = useQuery({
    queryKey: ['auditLog', 'exportUrl', filterValues, sort],
    queryFn: async () => (await dataProvider.getExportUrl('auditLog', { filter: filterValues, sort })).data,
    // the link stays usable while the next filters' link is built
    placeholderData: keepPreviousData,
  });
  return (
    <Button size="small" startIcon={<DownloadIcon />} component="a" href={href} disabled={!href} download="audit-log.csv" rel="noopener">
      {messages.export}
    </Button>
  );
}
