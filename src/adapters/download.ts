// Saves text or a blob as a file the way a link with `download` does (exports, reports). Spec 2 §8:
// CSV or JSON download failures are only logged, so callers catch and log.
export function saveFile(content: string | Blob, filename: string, type: string): void {
  const blob = typeof content === 'string' ? new Blob([content], { type }) : content;
  const url = URL.createObjectURL(blob);
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

/** `<name>-2026-11-23-15-04-05.<extension>` (UTC): files of successive exports sort by time. */
export const timestampedFilename = (name: string, extension: string, nowMs: number) =>
  `${name}-${new Date(nowMs).toISOString().slice(0, 19).replace(/[:T]/g, '-')}.${extension}`;
