// The preflight's figures: problems by kind in the catalogue's order, and whether a row may be fixed.
import { PROBLEM_CODES, type ProblemCode, type Upload, type UploadRow } from './types';

export const PREFLIGHT_PAGE_SIZE = 25;

export function problemsByKind(upload: Pick<Upload, 'problemCounts'>): { code: ProblemCode; count: number }[] {
  return PROBLEM_CODES.map((code) => ({ code, count: upload.problemCounts[code] ?? 0 })).filter((p) => p.count > 0);
}

export function problemTotal(upload: Pick<Upload, 'problemCounts'>): number {
  return problemsByKind(upload).reduce((sum, p) => sum + p.count, 0);
}

/** The values a fixed row sends: every column of the file, trimmed (an absent cell is empty). */
export function rowValues(columns: readonly string[], edited: Record<string, string>): Record<string, string> {
  return Object.fromEntries(columns.map((column) => [column, (edited[column] ?? '').trim()]));
}

/** Whether the edit changed anything (saving an unchanged row would only re-validate it). */
export function rowChanged(row: UploadRow, edited: Record<string, string>): boolean {
  return Object.entries(edited).some(([column, value]) => (row.values[column] ?? '') !== value.trim());
}

/** 0–100 of bytes sent; null while the size is unknown. */
export function uploadPercent(loaded: number, total: number): number | null {
  if (!(total > 0)) return null;
  return Math.min(100, Math.floor((loaded / total) * 100));
}
