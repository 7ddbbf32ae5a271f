// The prompt as a line diff (issue 9 point 4). The only module that imports the diff library: it is
// loaded with the compare view, never with the editor.
import { diffLines } from 'diff';

export interface DiffLine {
  kind: 'same' | 'added' | 'removed';
  text: string;
}

/** Line by line from `left` to `right`; each changed line is its own entry. */
export function promptLineDiff(left: string, right: string): DiffLine[] {
  const lines: DiffLine[] = [];
  // a last line without its newline is still the same line
  const withEol = (text: string) => (text && !text.endsWith('\n') ? `${text}\n` : text);
  for (const part of diffLines(withEol(left ?? ''), withEol(right ?? ''))) {
    const kind = part.added ? 'added' : part.removed ? 'removed' : 'same';
    const text = part.value.endsWith('\n') ? part.value.slice(0, -1) : part.value;
    for (const line of text.split('\n')) lines.push({ kind, text: line });
  }
  return lines;
}
