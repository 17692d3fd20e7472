import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
// Plain ESM run by `npm run lint` (typed by scripts/check-api-layers.d.mts).
import { findLayerProblems } from '../../scripts/check-api-layers.mjs';
import { apiRoot } from '../src/kernel/config.js';

let root = '';
afterEach(() => rmSync(root, { recursive: true, force: true }));

function tree(files: Record<string, string>): string {
  root = mkdtempSync(join(tmpdir(), 'layers-'));
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(root, path)), { recursive: true });
    writeFileSync(join(root, path), text);
  }
  return root;
}

describe('the API layer check (npm run lint)', () => {
  it('passes on the API as it is', () => {
    expect(findLayerProblems(resolve(apiRoot, 'src'))).toEqual([]);
  });

  it('passes on imports that point down or sideways, and lets tests import anything', () => {
    const src = tree({
      'kernel/errors.ts': 'export const e = 1;',
      'db/database.ts': "import { e } from '../kernel/errors.js';",
      'resources/orders/routes.ts':
        "import { e } from '../../kernel/errors.js';\nimport type { x } from '../menus/x.js';",
      'resources/menus/x.ts': 'export type x = 1;',
      'db/database.test.ts': "import { a } from '../app/app.js';",
      'app/app.ts': "import '../resources/orders/routes.js';",
    });
    expect(findLayerProblems(src)).toEqual([]);
  });

  it('fails on an import against the layers', () => {
    const src = tree({
      'db/database.ts': "import { cached } from '../infrastructure/cache/catalog.js';",
      'infrastructure/cache/catalog.ts': 'export const cached = 1;',
    });
    expect(findLayerProblems(src)).toEqual([
      expect.stringMatching(/db\/database\.ts \(db\) imports .*infrastructure\/cache\/catalog\.ts \(infrastructure\)/),
    ]);
  });

  it('fails on an import cycle, also of type-only imports inside one folder', () => {
    const src = tree({
      'infrastructure/crud/scope.ts': "import type { Row } from './types.js';\nexport type Eb = 1;",
      'infrastructure/crud/types.ts': "import type { Eb } from './scope.js';\nexport type Row = 1;",
    });
    expect(findLayerProblems(src)).toEqual([
      expect.stringMatching(/^import cycle: .*(scope|types)\.ts → .*(scope|types)\.ts$/),
    ]);
  });

  it('fails on a file outside the layer folders', () => {
    const src = tree({ 'helpers/misc.ts': 'export const x = 1;' });
    expect(() => findLayerProblems(src)).toThrow(/not in a layer folder/);
  });
});
