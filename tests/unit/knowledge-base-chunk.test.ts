// chunkText (src/shared/kb/chunk.ts): ~800-character chunks cut at paragraph, sentence, then word
// boundaries, a short overlap, no empty chunk, deterministic, nothing unsafe kept.
import { describe, expect, it } from 'vitest';
import { CHUNK_SIZE, chunkText, cleanText } from '../../src/shared/kb/chunk';

const sentence = (i: number) => `Sentence number ${i} says something useful about the shop.`;

describe('chunkText', () => {
  it('keeps a short text whole and drops empty input', () => {
    expect(chunkText('Hello there.\n\nSecond paragraph.')).toEqual(['Hello there.\n\nSecond paragraph.']);
    expect(chunkText('')).toEqual([]);
    expect(chunkText(' \n\n \t \n')).toEqual([]);
  });

  it('cuts long text at sentence boundaries into chunks of at most the size, with an overlap', () => {
    const text = Array.from({ length: 60 }, (_, i) => sentence(i)).join(' ');
    const chunks = chunkText(text);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(CHUNK_SIZE);
      expect(chunk.trim()).not.toBe('');
      expect(chunk).toMatch(/^Sentence number \d+ .*shop\.$/);
    }
    // each chunk after the first starts with the previous one's last sentence
    for (let i = 1; i < chunks.length; i++) expect(chunks[i - 1]!.endsWith(chunks[i]!.split('. ')[0]! + '.')).toBe(true);
    // every sentence is somewhere
    for (let i = 0; i < 60; i++) expect(chunks.some((c) => c.includes(sentence(i)))).toBe(true);
  });

  it('prefers paragraph boundaries and is deterministic', () => {
    const text = Array.from({ length: 12 }, (_, i) => `Paragraph ${i}. ${'word '.repeat(30).trim()}.`).join('\n\n');
    expect(chunkText(text)).toEqual(chunkText(text));
    for (const chunk of chunkText(text)) expect(chunk.startsWith('Paragraph') || chunk.startsWith('word')).toBe(true);
  });

  it('cuts a sentence or a word longer than a chunk', () => {
    const long = 'x'.repeat(2000);
    const chunks = chunkText(long, { size: 500, overlap: 0 });
    expect(chunks.join('')).toBe(long);
    expect(chunks.every((c) => c.length <= 500)).toBe(true);
    const words = chunkText('alpha '.repeat(400), { size: 300 });
    expect(words.every((c) => c.length <= 300 && c.length > 0)).toBe(true);
  });

  it('removes control characters, lone surrogates and the highlight markers', () => {
    expect(cleanText('a\u0000b\uD800c\uE000d\uE001e 😀')).toBe('a bc d e 😀');
    expect(chunkText('\u0000\u0001')).toEqual([]);
  });
});
