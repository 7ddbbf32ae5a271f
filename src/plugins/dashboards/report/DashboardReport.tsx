// The dashboard as a PDF in the browser (issue 10 point 15). @react-pdf/renderer (~445 kB gzip) is
// imported only here and in DashboardDocument, and this module only when a report is made: no page
// load pays for it.
import { pdf } from '@react-pdf/renderer';
import { DashboardDocument } from '../../../shared/reports/DashboardDocument';
import type { ReportData } from '../../../shared/reports/reportData';

/**
 * @react-pdf/layout asks `Buffer.isBuffer(src)` of an image's source, and browsers have no Buffer:
 * the logo would be dropped with a "Buffer is not defined" warning. For the time of one render the
 * page gets a Buffer that says no (every source here is a data URL string), then loses it again.
 */
async function withBufferCheck<T>(render: () => Promise<T>): Promise<T> {
  const scope = globalThis as { Buffer?: unknown };
  if (scope.Buffer !== undefined) return render();
  scope.Buffer = { isBuffer: () => false };
  try {
    return await render();
  } finally {
    delete scope.Buffer;
  }
}

export async function renderReport(data: ReportData, title: string): Promise<Blob> {
  return withBufferCheck(() => pdf(<DashboardDocument data={data} title={title} />).toBlob());
}
