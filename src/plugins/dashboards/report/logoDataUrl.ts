// The brand's logo for the PDF: the SVG file as a data URL, which the PDF renderer draws as vectors
// (its raster path needs Node's Buffer, absent in browsers).
export async function logoDataUrl(url: string): Promise<string | null> {
  try {
    const response = await fetch(url);
    const type = response.headers.get('content-type') ?? '';
    if (!response.ok || !type.includes('svg')) return null;
    const bytes = new TextEncoder().encode(await response.text());
    let binary = '';
    for (const byte of bytes) binary += String.fromCharCode(byte);
    return `data:image/svg+xml;base64,${btoa(binary)}`;
  } catch {
    // a missing logo leaves the report with the brand's name only
    return null;
  }
}
