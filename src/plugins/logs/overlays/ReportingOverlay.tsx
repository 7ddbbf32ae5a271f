// ?reporting: download the calls of the current view (filters and window) as CSV or JSON, page 1,
// up to 10,000 rows (spec 2 §9). Spec 2 §8: download failures are only logged.
import { useState } from 'react';
import { Button, DialogActions, DialogContent, Typography } from '@mui/material';
import { useDataProvider, type DataProvider } from 'react-admin';
import { LOGS_EXPORT_PAGE_SIZE, OverlayDialog, type OverlayProps } from '@kernel/sdk';
import type { ExportFormat, LogsActions } from '../api/logsAdapter';
import { saveFile, timestampedFilename } from '../../../adapters/download';
import { logsQuery } from '../rules/logsQuery';
import { messages } from '../messages';
import { useLogsView } from '../useLogsView';

const TYPES: Record<ExportFormat, string> = { csv: 'text/csv;charset=utf-8', json: 'application/json' };

export default function ReportingOverlay({ close }: OverlayProps) {
  const { view } = useLogsView();
  const dataProvider = useDataProvider<DataProvider & LogsActions>();
  const [busy, setBusy] = useState<ExportFormat | null>(null);

  const download = async (format: ExportFormat) => {
    setBusy(format);
    const now = Date.now();
    try {
      const { data } = await dataProvider.exportLogs('logs', { query: logsQuery(view, now), format });
      saveFile(data, timestampedFilename('call-logs', format, now), TYPES[format]);
    } catch (error) {
      console.warn(`[logs] ${format} download failed`, error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <OverlayDialog title={messages.exportTitle} onClose={() => close()}>
      <DialogContent>
        <Typography variant="body2">{messages.exportHint(LOGS_EXPORT_PAGE_SIZE)}</Typography>
      </DialogContent>
      <DialogActions>
        <Button disabled={busy !== null} onClick={() => void download('json')}>
          {messages.json}
        </Button>
        <Button variant="contained" disabled={busy !== null} onClick={() => void download('csv')}>
          {messages.csv}
        </Button>
      </DialogActions>
    </OverlayDialog>
  );
}
