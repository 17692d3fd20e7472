// `npm run lint:openapi`: writes the served OpenAPI document to a temp file and runs `redocly lint` on it with
// redocly.yaml. Fails (exit code 1) on any error; warnings are shown but pass.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot, writeServedDocument } from './openapi-document.mjs';

const file = await writeServedDocument();
const redocly = path.join(repoRoot, 'node_modules/.bin/redocly');
const result = spawnSync(
  redocly,
  ['lint', file, '--config', path.join(repoRoot, 'redocly.yaml'), '--max-problems', '1000'],
  {
    cwd: repoRoot,
    stdio: 'inherit',
    env: { ...process.env, REDOCLY_TELEMETRY: 'off', REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true' },
  },
);
fs.rmSync(path.dirname(file), { recursive: true, force: true });
if (result.error) console.error(`Could not run redocly: ${result.error.message}`);
process.exit(result.status ?? 1);
