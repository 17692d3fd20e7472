import { z } from 'zod';

const versionField = z
  .number()
  .int()
  .optional()
  .meta({ description: 'The stored version (1, +1 per save); staff answers carry it, for `If-Match`.' });

/**
 * The entity of a CRUD resource as its routes answer it: the definition's `entitySchema` plus the row's `version`,
 * which staff answers carry (`withVersions`). Undefined when the resource describes no entity.
 */
export function entityAnswerSchema(definition: { entitySchema?: z.ZodType | undefined }): z.ZodType | undefined {
  const schema = definition.entitySchema;
  if (!schema) return undefined;
  return schema instanceof z.ZodObject ? schema.extend({ version: versionField }) : schema;
}

const id = z.number().int();
const timestamp = z.string().meta({ format: 'date-time' });

/**
 * What an input field gives out, as a schema of its own: a field that transforms (trims, `?? null`) cannot be shown
 * as an answer; its JSON schema in output mode can (a transform's result is unknown there).
 */
function outputOf(field: z.ZodType): z.ZodType {
  return z.fromJSONSchema(
    z.toJSONSchema(field, { io: 'output', unrepresentable: 'any' }) as z.core.JSONSchema.JSONSchema,
  );
}

/** The fields of an input schema (a strict object, possibly refined or piped). */
function shapeOf(input: z.ZodType): Record<string, z.ZodType> {
  if (input instanceof z.ZodObject) return input.shape;
  if (input instanceof z.ZodPipe) return shapeOf(input.in as z.ZodType);
  throw new Error('entity schema: the input schema is no object');
}

/**
 * An entity that answers its input's fields (as they come out of the input schema) plus `id`, without the `omit`
 * fields and with `extend` (fields the entity shows otherwise, e.g. a relation as `{ id }`).
 */
export function entityFromInput(
  input: z.ZodType,
  options: { omit?: string[]; extend?: Record<string, z.ZodType> } = {},
): z.ZodObject {
  const fields = Object.fromEntries(
    Object.entries(shapeOf(input))
      .filter(([key]) => !options.omit?.includes(key))
      .map(([key, field]) => [key, outputOf(field)]),
  );
  return z.object({ id, ...fields, ...options.extend });
}

/** A resource answered as its stored row (`rowsAsEntities`): the input's columns, id, version and timestamps. */
export function rowEntity(
  input: z.ZodType,
  options: { omit?: string[]; extend?: Record<string, z.ZodType> } = {},
): z.ZodObject {
  return entityFromInput(input, {
    ...options,
    extend: { version: id, createdAt: timestamp, updatedAt: timestamp, ...options.extend },
  });
}
