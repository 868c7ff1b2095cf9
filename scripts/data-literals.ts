// Finds data written as TypeScript literals: array and object literals made only of plain values
// (strings, numbers, booleans, null and nested literals of the same kind) in non-test source under
// apps/ and packages/. Data belongs in JSON files checked by a schema (docs/decisions/016-data-as-data.md).
// Run: npx tsx scripts/data-literals.ts [--min-lines 10] [--top 15]
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import ts from 'typescript';

export interface DataLiteral {
  file: string;
  line: number;
  lines: number;
}

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'dist-server', 'coverage']);
const isSource = (name: string) => /\.tsx?$/.test(name) && !/\.(test|d)\.tsx?$/.test(name);

function sourceFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return SKIPPED_DIRS.has(entry.name) ? [] : sourceFiles(full);
    return isSource(entry.name) ? [full] : [];
  });
}

/** A plain value: what JSON could hold (a negative number, `as const` and `satisfies` included). */
function isPlainValue(node: ts.Node): boolean {
  if (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node))
    return isPlainValue(node.expression);
  if (
    ts.isStringLiteral(node) ||
    ts.isNoSubstitutionTemplateLiteral(node) ||
    ts.isNumericLiteral(node) ||
    node.kind === ts.SyntaxKind.TrueKeyword ||
    node.kind === ts.SyntaxKind.FalseKeyword ||
    node.kind === ts.SyntaxKind.NullKeyword
  )
    return true;
  if (ts.isPrefixUnaryExpression(node)) return ts.isNumericLiteral(node.operand);
  if (ts.isArrayLiteralExpression(node)) return node.elements.every(isPlainValue);
  if (ts.isObjectLiteralExpression(node))
    return node.properties.every(
      (p) =>
        ts.isPropertyAssignment(p) &&
        (ts.isIdentifier(p.name) || ts.isStringLiteral(p.name) || ts.isNumericLiteral(p.name)) &&
        isPlainValue(p.initializer),
    );
  return false;
}

const isLiteral = (node: ts.Node) => ts.isArrayLiteralExpression(node) || ts.isObjectLiteralExpression(node);

/** The outermost data literals of one file spanning at least `minLines` lines. */
export function dataLiteralsIn(file: string, text: string, minLines: number): DataLiteral[] {
  const source = ts.createSourceFile(file, text, ts.ScriptTarget.Latest, true);
  const found: DataLiteral[] = [];
  const visit = (node: ts.Node) => {
    if (isLiteral(node) && isPlainValue(node)) {
      const start = source.getLineAndCharacterOfPosition(node.getStart(source)).line;
      const end = source.getLineAndCharacterOfPosition(node.getEnd()).line;
      if (end - start + 1 >= minLines) found.push({ file, line: start + 1, lines: end - start + 1 });
      return; // its parts are counted with it
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return found;
}

/** Every data literal of at least `minLines` lines in the source under apps/ and packages/, largest first. */
export function findDataLiterals(minLines: number, root = ROOT): DataLiteral[] {
  return ['apps', 'packages']
    .flatMap((dir) => sourceFiles(path.join(root, dir)))
    .flatMap((file) => dataLiteralsIn(path.relative(root, file), fs.readFileSync(file, 'utf8'), minLines))
    .sort((a, b) => b.lines - a.lines || a.file.localeCompare(b.file));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const { values } = parseArgs({
    options: { 'min-lines': { type: 'string', default: '10' }, top: { type: 'string', default: '15' } },
  });
  const minLines = Number(values['min-lines']);
  const literals = findDataLiterals(minLines);
  const total = literals.reduce((sum, l) => sum + l.lines, 0);
  console.log(`Data literals of ${minLines}+ lines: ${literals.length}, ${total} lines in all.`);
  console.log(`Over 100 lines: ${literals.filter((l) => l.lines > 100).length}.`);
  for (const l of literals.slice(0, Number(values.top)))
    console.log(`${String(l.lines).padStart(5)}  ${l.file}:${l.line}`);
}
