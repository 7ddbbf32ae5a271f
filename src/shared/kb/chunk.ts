// Cuts a page's text into the chunks that full-text search ranks (issue 21 point 4): about
// `size` characters each, cut at paragraph, then sentence, then word boundaries, the next chunk
// repeating the previous one's last short sentence so a fact split across the cut is still found.
// Pure and deterministic: the same text always gives the same chunks; no chunk is empty.

export const CHUNK_SIZE = 800;
export const CHUNK_OVERLAP = 160;
/** ts_headline's markers (server/kb/search.ts): private-use characters a chunk never keeps. */
export const HIGHLIGHT_START = '\uE000';
export const HIGHLIGHT_STOP = '\uE001';

export interface ChunkOptions {
  size?: number;
  overlap?: number;
}

interface Unit {
  text: string;
  /** the first unit of a paragraph: joined to the previous one by a blank line */
  paragraphStart: boolean;
}

/** Removes what must never reach the database or the console: control characters, lone surrogates, our markers. */
export function cleanText(text: string): string {
  return text
    .replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '')
    .replace(/\r\n?/g, '\n')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u0008\u000B-\u001F\u007F\uE000\uE001]/g, ' ');
}

export function chunkText(input: string, options: ChunkOptions = {}): string[] {
  const size = Math.max(options.size ?? CHUNK_SIZE, 20);
  const overlap = Math.min(Math.max(options.overlap ?? CHUNK_OVERLAP, 0), Math.floor(size / 2));
  const units = toUnits(cleanText(input), size);
  const chunks: string[] = [];
  let current = '';
  let last: Unit | null = null;
  for (const unit of units) {
    const sep = current === '' ? '' : unit.paragraphStart ? '\n\n' : ' ';
    if (current !== '' && current.length + sep.length + unit.text.length > size) {
      chunks.push(current);
      // the overlap: the previous chunk's last unit when short enough and the new one still fits
      const carry = last && last.text.length <= overlap && last.text !== current ? last.text : '';
      const carrySep = unit.paragraphStart ? '\n\n' : ' ';
      current = carry && carry.length + carrySep.length + unit.text.length <= size ? carry + carrySep + unit.text : unit.text;
    } else {
      current += sep + unit.text;
    }
    last = unit;
  }
  if (current !== '') chunks.push(current);
  return chunks;
}

function toUnits(text: string, size: number): Unit[] {
  const units: Unit[] = [];
  for (const paragraph of text.split(/\n[ \t]*\n/)) {
    const flat = paragraph.replace(/\s+/g, ' ').trim();
    if (flat === '') continue;
    const pieces = flat.length <= size ? [flat] : splitLong(flat, size);
    pieces.forEach((piece, i) => units.push({ text: piece, paragraphStart: i === 0 }));
  }
  return units;
}

/** A paragraph longer than a chunk: its sentences, a long sentence by words, a long word by characters. */
function splitLong(paragraph: string, size: number): string[] {
  const out: string[] = [];
  for (const sentence of paragraph.split(/(?<=[.!?…])\s+/)) {
    if (sentence.length <= size) {
      out.push(sentence);
      continue;
    }
    let run = '';
    for (const word of sentence.split(' ')) {
      for (let i = 0; i < word.length; i += size) {
        const piece = word.slice(i, i + size);
        if (run !== '' && run.length + 1 + piece.length > size) {
          out.push(run);
          run = piece;
        } else run = run === '' ? piece : `${run} ${piece}`;
      }
    }
    if (run !== '') out.push(run);
  }
  return out;
}
