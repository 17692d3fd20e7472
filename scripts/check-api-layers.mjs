// The API's layers (docs/decisions.md "API layers"): an import may only point to its own layer or one below, and no
// import cycle may exist. Test files (*.test.ts) are free to import anything; every other file is checked.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const layers = ['kernel', 'db', 'infrastructure', 'resources', 'app'];

/** Layer index of a file under src (main.ts is the composition root); undefined outside src. */
function layerIn(src, file) {
  const rel = relative(src, file);
  if (rel.startsWith('..')) return undefined;
  if (rel === 'main.ts') return layers.indexOf('app');
  const index = layers.indexOf(rel.split('/')[0]);
  if (index < 0) throw new Error(`${rel}: not in a layer folder (${layers.join(', ')})`);
  return index;
}

function walk(dir, out = []) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path, out);
    else if (name.endsWith('.ts') && !name.endsWith('.test.ts')) out.push(path);
  }
  return out;
}

/** Relative imports of a file (static, type-only and dynamic), resolved to .ts paths. */
function importsOf(file) {
  const text = readFileSync(file, 'utf8');
  const targets = [];
  for (const match of text.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
    const path = resolve(dirname(file), match[1].replace(/\.js$/, '.ts'));
    if (existsSync(path)) targets.push(path);
  }
  return targets;
}

/** Every import against the layers and every import cycle among the non-test files under `src`. */
export function findLayerProblems(src) {
  const files = walk(src);
  const graph = new Map(files.map((file) => [file, importsOf(file)]));
  const problems = [];
  const layerOf = (file) => layerIn(src, file);

  for (const [file, targets] of graph) {
    const own = layerOf(file);
    for (const target of targets) {
      const theirs = layerOf(target);
      if (theirs !== undefined && theirs > own)
        problems.push(
          `${relative('.', file)} (${layers[own]}) imports ${relative('.', target)} (${layers[theirs]}): against the layers`,
        );
    }
  }

  // Tarjan's strongly connected components: every component of more than one file is a cycle.
  let counter = 0;
  const index = new Map();
  const low = new Map();
  const stack = [];
  const onStack = new Set();
  function connect(file) {
    index.set(file, counter);
    low.set(file, counter);
    counter += 1;
    stack.push(file);
    onStack.add(file);
    for (const target of graph.get(file) ?? []) {
      if (!graph.has(target)) continue;
      if (!index.has(target)) {
        connect(target);
        low.set(file, Math.min(low.get(file), low.get(target)));
      } else if (onStack.has(target)) low.set(file, Math.min(low.get(file), index.get(target)));
    }
    if (low.get(file) === index.get(file)) {
      const component = [];
      let member;
      do {
        member = stack.pop();
        onStack.delete(member);
        component.push(member);
      } while (member !== file);
      const selfImport = (graph.get(file) ?? []).includes(file);
      if (component.length > 1 || selfImport)
        problems.push(`import cycle: ${component.map((f) => relative('.', f)).join(' → ')}`);
    }
  }
  for (const file of graph.keys()) if (!index.has(file)) connect(file);
  return problems;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const src = resolve('api/src');
  const problems = findLayerProblems(src);
  if (problems.length > 0) {
    console.error(problems.join('\n'));
    process.exit(1);
  }
  console.log('api layers: imports only downwards, no cycles');
}
