// The brand's logo (an SVG) drawn to a PNG data URL: the PDF renderer takes raster images only.
export async function logoPng(url: string, size = 128): Promise<string | null> {
  try {
    const image = new Image();
    image.src = url;
    await image.decode();
    const canvas = document.createElement('canvas');
    canvas.width = size;
    canvas.height = size;
    const context = canvas.getContext('2d');
    if (!context) return null;
    context.drawImage(image, 0, 0, size, size);
    return canvas.toDataURL('image/png');
  } catch {
    // a missing or undrawable logo leaves the report with the brand's name only
    return null;
  }
}
