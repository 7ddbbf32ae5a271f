// Part of `npm run build`: a brotli (.br) and a gzip (.gz) copy of every text file Vite wrote to
// dist/, so the server sends compressed bytes without compressing per request (@fastify/static's
// preCompressed picks the copy the browser accepts). Node's own zlib; maximum quality, done once.
import { createReadStream, createWriteStream, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { constants, createBrotliCompress, createGzip } from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|map)$/;
const MIN_BYTES = 1024; // below a packet, a compressed copy saves nothing

function* files(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) yield* files(path);
    else if (COMPRESSIBLE.test(name) && statSync(path).size >= MIN_BYTES) yield path;
  }
}

export async function compressDist(dir = 'dist'): Promise<{ files: number; bytes: number; br: number; gz: number }> {
  const totals = { files: 0, bytes: 0, br: 0, gz: 0 };
  for (const path of files(dir)) {
    const size = statSync(path).size;
    await Promise.all([
      pipeline(createReadStream(path), createBrotliCompress({ params: { [constants.BROTLI_PARAM_QUALITY]: 11, [constants.BROTLI_PARAM_SIZE_HINT]: size } }), createWriteStream(`${path}.br`)),
      pipeline(createReadStream(path), createGzip({ level: 9 }), createWriteStream(`${path}.gz`)),
    ]);
    totals.files += 1;
    totals.bytes += size;
    totals.br += statSync(`${path}.br`).size;
    totals.gz += statSync(`${path}.gz`).size;
  }
  return totals;
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const t = await compressDist(process.argv[2] ?? 'dist');
  console.log(`compressed ${t.files} files: ${Math.round(t.bytes / 1024)} kB → brotli ${Math.round(t.br / 1024)} kB, gzip ${Math.round(t.gz / 1024)} kB`);
}
