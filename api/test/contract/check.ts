import fs from 'node:fs';
import path from 'node:path';
import { type ContractDocument, operationsOf } from './document.js';
import type { ContractRecord } from './recorder.js';

/** Headers any route may read besides its documented ones: HTTP itself, and credentials (the operation's security). */
const generalHeaders = new Set([
  'accept',
  'accept-encoding',
  'accept-language',
  'content-type',
  'content-length',
  'cookie',
  'host',
  'if-none-match',
  'origin',
  'user-agent',
  'authorization',
  'x-api-key',
  'x-csrf-token',
  'x-device-key',
]);

/** Property names JavaScript itself looks up on an object (JSON.stringify, await, inspection), not parameters. */
const runtimeKeys = new Set(['toJSON', 'then', 'constructor', 'inspect', 'nodeType', 'asymmetricMatch', '$$typeof']);

/**
 * Operations the API test suite does not call with a success answer (checked only when API_CONTRACT_COVERAGE=1:
 * the whole suite ran). Each needs a reason.
 */
export const notCoveredBySuite: Record<string, string> = {
  'get /api/openapi.json': 'the recorder reads the document itself; openapi.test.ts checks it',
  'get /api/devices/self/orders/current': 'no API test calls it yet (the desk uses the event stream and the jobs)',
  'get /api/devices/self/orders/{orderId}': 'no API test calls it yet (the desk uses the event stream and the jobs)',
};

export function documentFile(folder: string): string {
  return path.join(folder, 'openapi.json');
}

function readRecords(folder: string): ContractRecord[] {
  if (!fs.existsSync(folder)) return [];
  return fs
    .readdirSync(folder)
    .filter((name) => name.startsWith('records-'))
    .flatMap((name) =>
      fs
        .readFileSync(path.join(folder, name), 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line) as ContractRecord),
    );
}

/**
 * What the run's recorded answers and reads say against the served document: answers that differ from their
 * schema, query parameters and headers a route read that its operation does not list, and (with `coverage`) the
 * operations with a JSON answer that no test got a success answer from. Empty when all agree.
 */
export function contractProblems(folder: string, options: { coverage: boolean }): string[] {
  const records = readRecords(folder);
  if (records.length === 0 || !fs.existsSync(documentFile(folder))) return [];
  const document = JSON.parse(fs.readFileSync(documentFile(folder), 'utf8')) as ContractDocument;
  const operations = new Map(operationsOf(document).map((o) => [o.key as string, o.operation]));
  const problems: string[] = [];
  for (const record of records) {
    const operation = operations.get(record.operation);
    const documented = (place: string) =>
      new Set((operation?.parameters ?? []).filter((p) => p.in === place).map((p) => p.name.toLowerCase()));
    if (record.kind === 'mismatch')
      problems.push(`${record.operation}: answer differs from the document: ${record.detail}`);
    if (record.kind === 'query' && record.detail && !runtimeKeys.has(record.detail)) {
      if (!documented('query').has(record.detail.toLowerCase()))
        problems.push(
          `${record.operation}: reads query parameter '${record.detail}', which the document does not list`,
        );
    }
    if (record.kind === 'header' && record.detail && !generalHeaders.has(record.detail)) {
      if (!documented('header').has(record.detail))
        problems.push(`${record.operation}: reads header '${record.detail}', which the document does not list`);
    }
  }
  if (options.coverage) {
    const answered = new Set(records.filter((r) => r.kind === 'answer').map((r) => r.operation as string));
    for (const [key, operation] of operations) {
      const success = Object.entries(operation.responses).find(([status]) => /^2\d\d$/.test(status))?.[1];
      if (!success?.content?.['application/json'] || answered.has(key) || key in notCoveredBySuite) continue;
      problems.push(`${key}: no test of the suite got a success answer to check against the document`);
    }
  }
  return [...new Set(problems)].sort();
}
