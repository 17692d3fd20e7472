// Checks what Biome's import rules cannot: the domain reads no clock and does no I/O through globals.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';

const forbidden = [/\bDate\.now\s*\(/, /\bnew Date\(\s*\)/, /\bfetch\s*\(/, /\bprocess\./, /\bMath\.random\s*\(/];
const problems = [];

function walk(dir) {
  for (const name of readdirSync(dir)) {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) walk(path);
    else if (/\.ts$/.test(name) && !/\.test\.ts$/.test(name)) {
      const text = readFileSync(path, 'utf8');
      for (const pattern of forbidden) {
        if (pattern.test(text))
          problems.push(`${path}: ${pattern} is not allowed in packages/domain (pass now and data in)`);
      }
    }
  }
}

walk('packages/domain/src');
if (problems.length > 0) {
  console.error(problems.join('\n'));
  process.exit(1);
}
