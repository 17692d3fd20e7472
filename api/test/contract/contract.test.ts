import fs from 'node:fs';
import type http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Router } from '@koa/router';
import Koa from 'koa';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contractProblems, documentFile } from './check.js';
import type { ContractDocument } from './document.js';
import { contractRecorder } from './recorder.js';

/** A document of two operations: GET /api/things/{id} (query `q`, answer `{ data: { id, name } }`) and GET /api/other. */
const document: ContractDocument = {
  paths: {
    '/api/things/{id}': {
      get: {
        tags: ['things'],
        parameters: [
          { in: 'path', name: 'id', required: true },
          { in: 'query', name: 'q' },
        ],
        responses: {
          '200': {
            content: {
              'application/json': {
                schema: {
                  type: 'object',
                  properties: {
                    data: {
                      type: 'object',
                      properties: { id: { type: 'integer' }, name: { type: 'string' } },
                      required: ['id', 'name'],
                      additionalProperties: false,
                    },
                  },
                  required: ['data'],
                },
              },
            },
          },
        },
      },
    },
    '/api/other': {
      get: { tags: ['things'], responses: { '200': { content: { 'application/json': { schema: {} } } } } },
    },
  },
};

describe('the contract recorder of the API tests (test/contract)', () => {
  let folder: string;
  let server: http.Server;
  let url: string;
  let answer: unknown = { id: 1, name: 'Brot' };

  beforeAll(async () => {
    folder = fs.mkdtempSync(path.join(os.tmpdir(), 'contract-test-'));
    fs.writeFileSync(documentFile(folder), JSON.stringify(document));
    const api = new Router({ prefix: '/api' });
    api.get('/things/:id', (ctx) => {
      const { q, secret } = ctx.query;
      ctx.set('X-Seen', `${String(q)} ${String(secret)} ${ctx.get('X-Undocumented')}`);
      ctx.body = { data: answer };
    });
    const app = new Koa();
    app.use(contractRecorder({ folder, document: async () => document }));
    app.use(api.routes());
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterAll(() => {
    server.close();
    fs.rmSync(folder, { recursive: true, force: true });
  });

  it('reports an answer that drifts from its schema, query parameters and headers the document does not list, and (with coverage) operations no test answered', async () => {
    await fetch(`${url}/api/things/1?q=a`);
    expect(contractProblems(folder, { coverage: false }).filter((p) => p.includes('differs'))).toEqual([]);

    answer = { id: 1, name: 2, extra: true };
    await fetch(`${url}/api/things/1?q=a&secret=b`, { headers: { 'X-Undocumented': '1' } });
    const problems = contractProblems(folder, { coverage: true });
    expect(problems).toEqual(
      expect.arrayContaining([
        expect.stringMatching(/^get \/api\/things\/\{id\}: answer differs from the document: .*name must be string/),
        expect.stringMatching(/must NOT have additional properties/),
        "get /api/things/{id}: reads query parameter 'secret', which the document does not list",
        "get /api/things/{id}: reads header 'x-undocumented', which the document does not list",
        'get /api/other: no test of the suite got a success answer to check against the document',
      ]),
    );
    expect(problems.join('\n')).not.toContain("query parameter 'q'");
  });
});
