// Part of `npm run build`: the migrated, empty PGlite data folder new databases are copied from
// (server/db/pgliteTemplate.ts), so a first `npm start` skips PGlite's initdb.
import { buildPgliteTemplate } from '../server/db/pgliteTemplate';

const started = performance.now();
const template = await buildPgliteTemplate();
console.log(`PGlite template ready in ${Math.round(performance.now() - started)} ms: ${template.dir}`);
