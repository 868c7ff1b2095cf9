import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LUCIDE_REWRITES, slimLucideModule } from './icon-attributes';

// The installed Lucide's own files, as the build reads them.
const lucide = path.dirname(createRequire(import.meta.url).resolve('lucide-react/package.json'));
const files = {
  defaults: path.join(lucide, 'dist/esm/shared/src/build/defaultAttributes.mjs'),
  icon: path.join(lucide, 'dist/esm/Icon.mjs'),
};
const read = (file: string) => fs.readFileSync(file, 'utf8');

describe('slimLucideModule', () => {
  it('finds every text it rewrites in the installed Lucide, one module per rewrite', () => {
    for (const { file } of LUCIDE_REWRITES)
      expect(Object.values(files).filter((f) => file.test(f))).toHaveLength(1);
  });

  it("leaves only the size, viewBox and stroke width in Lucide's default attributes", async () => {
    const code = slimLucideModule(files.defaults, read(files.defaults))!;
    const url = `data:text/javascript,${encodeURIComponent(code.replace(/\/\/# sourceMappingURL.*/, ''))}`;
    const { default: attributes } = (await import(/* @vite-ignore */ url)) as { default: object };
    expect(attributes).toEqual({ width: 24, height: 24, viewBox: '0 0 24 24', 'stroke-width': 2 });
  });

  it('gives an icon without a colour of its own no stroke attribute', () => {
    const code = slimLucideModule(files.icon, read(files.icon))!;
    expect(code).toContain('color: contextColor,');
    expect(code).not.toContain('"currentColor"');
  });

  it('fails, naming the text, when Lucide no longer has it', () => {
    expect(() => slimLucideModule(files.icon, 'export {}')).toThrow(/color: contextColor/);
  });

  it('leaves every other module alone', () => {
    expect(slimLucideModule('/x/node_modules/react/index.js', 'code')).toBeUndefined();
  });
});
