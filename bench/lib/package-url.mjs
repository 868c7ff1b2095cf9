// The file an ESM `import '<name>'` in the API loads (its own node_modules first, then the
// root's), for bench code that must patch or load that very module instance.
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

const root = path.resolve(import.meta.dirname, '../..');

export function packageUrl(name) {
  for (const dir of [`apps/api/node_modules/${name}`, `node_modules/${name}`]) {
    const pkgFile = path.join(root, dir, 'package.json');
    if (!fs.existsSync(pkgFile)) continue;
    const pkg = JSON.parse(fs.readFileSync(pkgFile, 'utf8'));
    let entry = pkg.exports?.['.'] ?? pkg.exports ?? pkg.module ?? pkg.main;
    // The conditions Node matches for an ESM import.
    while (entry && typeof entry === 'object')
      entry = entry.node ?? entry.import ?? entry.default ?? Object.values(entry)[0];
    if (typeof entry === 'string') return pathToFileURL(fs.realpathSync(path.join(root, dir, entry))).href;
  }
  return undefined;
}
