import { z } from 'zod';
import type { ResourceDefinition } from './types.js';

const versionField = z
  .number()
  .int()
  .optional()
  .meta({ description: 'The stored version (1, +1 per save); staff answers carry it, for `If-Match`.' });

/**
 * The entity of a CRUD resource as its routes answer it: the definition's `entitySchema` plus the row's `version`,
 * which staff answers carry (`withVersions`). Undefined when the resource describes no entity.
 */
export function entityAnswerSchema<TInput extends Record<string, unknown>, TEntity>(
  definition: ResourceDefinition<TInput, TEntity>,
): z.ZodType | undefined {
  const schema = definition.entitySchema;
  if (!schema) return undefined;
  return schema instanceof z.ZodObject ? schema.extend({ version: versionField }) : schema;
}
