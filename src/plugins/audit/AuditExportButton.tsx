// Downloads the filtered log as CSV: a plain same-origin link, authenticated like every call of
// this API by the token in its query string (the http client builds it).
import DownloadIcon from '@mui/icons-material/Download';
import { Button } from '@mui/material';
import { useListContext } from 'react-admin';
import { useKernel } from '@kernel/sdk';
import { messages } from './messages';
import { AUDIT_EXPORT_PATH, exportQuery } from './rules';
import { useAuditActions } from './useAuditActions';

export function AuditExportButton() {
  const { http } = useKernel();
  const { filterValues, sort } = useListContext();
  const actions = useAuditActions();
  const known = new Set(actions.data?.map((choice) => choice.id));
  const href = http.url(AUDIT_EXPORT_PATH, { query: exportQuery(filterValues, sort, known) });
  return (
    <Button size="small" startIcon={<DownloadIcon />} component="a" href={href} download="audit-log.csv" rel="noopener">
      {messages.export}
    </Button>
  );
}
