import { toOpenApiPath } from '../../src/resources/openapi/document.js';

export type OperationKey = `${string} /api${string}`;

export interface ContractOperation {
  tags?: string[];
  parameters?: { in: string; name: string; required?: boolean }[];
  responses: Record<string, { content?: Record<string, { schema?: unknown }> }>;
  security?: Record<string, string[]>[];
}

export interface ContractDocument {
  paths: Record<string, Record<string, ContractOperation>>;
  components?: { securitySchemes?: Record<string, { type: string; in?: string; name?: string }> };
}

/** The documented operation a router layer (`/api/branches/:id`, `/branches/:id`) answers for, or null. */
export function documentedOperation(
  document: ContractDocument,
  method: string,
  layerPath: string,
): { key: OperationKey; operation: ContractOperation } | null {
  const path = toOpenApiPath(layerPath, layerPath.startsWith('/api/') ? '' : '/api');
  const operation = document.paths[path]?.[method];
  if (!operation || operation.tags?.[0] === 'undocumented') return null;
  return { key: `${method} ${path}` as OperationKey, operation };
}

/** Every documented operation with its method and path. */
export function operationsOf(document: ContractDocument): { key: OperationKey; operation: ContractOperation }[] {
  return Object.entries(document.paths).flatMap(([path, item]) =>
    Object.entries(item).map(([method, operation]) => ({ key: `${method} ${path}` as OperationKey, operation })),
  );
}
