// Saves text as a file the way a link with `download` does. Spec 2 §8: CSV or JSON download
// failures are only logged, so callers catch and log.
export function saveFile(text: string, filename: string, type: string): void {
  const url = URL.createObjectURL(new Blob([text], { type }));
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.rel = 'noopener';
  document.body.appendChild(link);
  link.click();
  link.remove();
  // the browser has read the blob once the click is handled
  setTimeout(() => URL.revokeObjectURL(url), 1000);
}

export const exportFilename = (format: 'csv' | 'json', nowMs: number) =>
  `call-logs-${new Date(nowMs).toISOString().slice(0, 19).replace(/[:T]/g, '-')}.${format}`;
