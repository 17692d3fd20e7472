import type { ResourceDefinition, Row } from './types.js';

/** Rows are sent as they are (camelCase columns; dates become ISO strings in JSON). */
export async function rowsAsEntities(rows: Row[]): Promise<Row[]> {
  return rows;
}

/** Input fields that are plain columns, minus the ones written elsewhere (relations, secrets). */
export function columnsOf(input: Record<string, unknown>, except: string[] = []): Row {
  return Object.fromEntries(Object.entries(input).filter(([key]) => !except.includes(key)));
}

/** jsonb columns must be written as JSON text (pg would turn a JS array into a SQL array). */
export function withJson(row: Row, jsonColumns: string[]): Row {
  const result: Row = { ...row };
  for (const column of jsonColumns) {
    if (column in result && result[column] !== null) result[column] = JSON.stringify(result[column]);
  }
  return result;
}

/** Identity helper that keeps the definition's type parameters inferred at the call site. */
export function defineResource<TInput extends Record<string, unknown>, TEntity>(
  definition: ResourceDefinition<TInput, TEntity>,
): ResourceDefinition<TInput, TEntity> {
  return definition;
}
