// Reading a PDF's text in tests without a PDF tool (pdftotext is not installed here): shared by the
// dashboards e2e spec (the downloaded report) and the server's scheduled-report tests (the mailed one).
import { inflateSync } from 'node:zlib';

/**
 * The text a PDF shows: every content stream inflated, the strings of its text operators (hex or
 * literal) read as the standard fonts' single-byte codes. Enough for react-pdf's Helvetica output.
 */
export function pdfText(pdf: Buffer): string {
  const source = pdf.toString('latin1');
  const parts: string[] = [];
  for (const match of source.matchAll(/stream\r?\n/g)) {
    const start = match.index! + match[0].length;
    const end = source.indexOf('endstream', start);
    let content: string;
    try {
      content = inflateSync(pdf.subarray(start, end)).toString('latin1');
    } catch {
      continue;
    }
    for (const block of content.matchAll(/\[(.*?)\]\s*TJ|<([0-9a-fA-F]+)>\s*Tj|\(((?:\\.|[^\\)])*)\)\s*Tj/g)) {
      const array = block[1];
      const strings = array ? [...array.matchAll(/<([0-9a-fA-F]+)>|\(((?:\\.|[^\\)])*)\)/g)] : [block];
      for (const s of strings) {
        const hex = array ? s[1] : s[2];
        const literal = array ? s[2] : s[3];
        if (hex) parts.push(Buffer.from(hex, 'hex').toString('latin1'));
        else if (literal !== undefined) parts.push(literal.replace(/\\(.)/g, '$1'));
      }
      parts.push(' ');
    }
  }
  return parts.join('').replace(/\s+/g, ' ');
}
