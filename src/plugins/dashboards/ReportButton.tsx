// "Download PDF": the dashboard as shown (brand, account, window, every card and its chart). The PDF
// renderer is loaded on the first click, never with the page.
import { useState } from 'react';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { Button } from '@mui/material';
import { accountLabel, useKernel } from '@kernel/sdk';
import { saveFile, timestampedFilename } from '../../adapters/download';
import type { MetricResult } from '@kernel/sdk';
import { messages } from './messages';
import { formatMetricValue } from './rules';

export function ReportButton({ results }: { results: MetricResult[] | undefined }) {
  const { brand, account } = useKernel();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);

  const download = async () => {
    if (!results) return;
    setBusy(true);
    setFailed(false);
    try {
      const [{ renderReport }, { reportData }, { logoDataUrl }] = await Promise.all([
        import('./report/DashboardReport'),
        import('../../shared/reports/reportData'),
        import('./report/logoDataUrl'),
      ]);
      const now = Date.now();
      const data = reportData({
        brandName: brand.name,
        logo: await logoDataUrl(brand.logo),
        accountName: account ? accountLabel(account) : '',
        results,
        nowMs: now,
        formatValue: formatMetricValue,
      });
      saveFile(await renderReport(data, messages.reportTitle), timestampedFilename('dashboard', 'pdf', now), 'application/pdf');
    } catch (error) {
      console.warn('[dashboards] the PDF report could not be made', error);
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button startIcon={<PictureAsPdfIcon />} disabled={!results || busy} onClick={() => void download()} color={failed ? 'error' : 'primary'}>
      {failed ? messages.reportFailed : busy ? messages.reportBusy : messages.downloadPdf}
    </Button>
  );
}
