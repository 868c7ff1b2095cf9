// Bundles the API into dist/main.js. npm dependencies stay external (native addons, WASM);
// the workspace contract package is bundled in, since it ships TypeScript source.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const root = path.dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
const external = Object.keys(pkg.dependencies).filter((d) => !d.startsWith('@dfwiki/'));

fs.rmSync(path.join(root, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: [path.join(root, 'src/main.ts'), path.join(root, 'src/ops/cli.ts')],
  outdir: path.join(root, 'dist'),
  entryNames: '[name]',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external: [...external, ...external.map((d) => `${d}/*`)],
  logLevel: 'warning',
});
// Migrations travel with the bundle (see src/paths.ts).
fs.cpSync(path.join(root, 'drizzle'), path.join(root, 'dist/migrations'), { recursive: true });
// The item data is read from disk when a database is seeded, not held in the bundle (src/paths.ts).
fs.copyFileSync(path.join(root, 'src/db/seed/data/items-data.json'), path.join(root, 'dist/items-data.json'));
console.log('api built: apps/api/dist/main.js');
