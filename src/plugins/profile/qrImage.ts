// The share dialog's QR code, drawn by the `qrcode` package (error correction M, the 4-module quiet
// zone scanners need, dark on white whatever the theme). The package is imported when a code is first
// drawn, so it stays out of the console's main chunk and out of the plugin's own chunk until the share
// dialog opens. Its SVG goes into an <img> as a data: URL: an image's SVG runs no script and reaches
// no page, so the page's address (which its owner chose) is never inserted as markup.

/** The QR code of `text` as an SVG document, or null when the text does not fit in a QR code. */
export async function qrSvg(text: string): Promise<string | null> {
  const { default: QRCode } = await import('qrcode');
  try {
    return await QRCode.toString(text, { type: 'svg', errorCorrectionLevel: 'M', margin: 4, color: { dark: '#000000', light: '#ffffff' } });
  } catch {
    return null; // longer than a version-40 code holds
  }
}

/** An SVG document as a data: URL for an <img>. */
export const svgDataUrl = (svg: string) => `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
