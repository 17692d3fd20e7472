import { messages } from '@bestell/domain';
import { z } from 'zod';
import { AppError } from '../../kernel/app-error.js';

/** Fields every staff answer of a CRUD resource carries and no body sets. */
const alwaysAnswered = ['id', 'version', 'createdAt', 'updatedAt'];

type Fields = Record<string, unknown>;

function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The fields an (optional, nullable, defaulted, piped or refined) object schema takes, or null for other schemas. */
function shapeOf(schema: z.ZodType): Record<string, z.ZodType> | null {
  if (schema instanceof z.ZodObject) return schema.shape;
  if (schema instanceof z.ZodPipe) return shapeOf(schema.in as z.ZodType);
  if (schema instanceof z.ZodOptional || schema instanceof z.ZodNullable || schema instanceof z.ZodDefault) {
    return shapeOf(schema.unwrap() as z.ZodType);
  }
  return null;
}

/**
 * The body without the fields the API answers but the schema does not take (at every object level the schema and
 * the answer share); a relation answered as `{ id }` (`branch`) fills the `…Id` field the schema takes (`branchId`)
 * when the body lacks it. Fields neither taken nor answered stay, so the strict schema still refuses them.
 */
function withoutAnswered(body: Fields, schema: z.ZodType, answered: Fields, top: boolean): Fields {
  const shape = shapeOf(schema);
  if (shape === null) return body;
  const result: Fields = {};
  for (const [field, value] of Object.entries(body)) {
    const taken = shape[field];
    if (taken === undefined) {
      const relationId = isRecord(value) ? value.id : undefined;
      if (shape[`${field}Id`] !== undefined && !Object.hasOwn(body, `${field}Id`) && typeof relationId === 'number') {
        result[`${field}Id`] = relationId;
      }
      if (Object.hasOwn(answered, field) || (top && alwaysAnswered.includes(field))) continue;
      result[field] = value;
      continue;
    }
    const inAnswer = answered[field];
    result[field] = isRecord(value) && isRecord(inAnswer) ? withoutAnswered(value, taken, inAnswer, false) : value;
  }
  return result;
}

export interface Replacement {
  /** The body without the read-only fields the API answers itself. */
  body: unknown;
  /** `version` of the body, the expected version when no If-Match header was sent. */
  bodyVersion: number | null;
}

/**
 * GET → change → PUT (issue 21 point 7): a PUT may carry what the GET answered. `id` must be the path's (else 422 on
 * `id`); `version` is the version the client read (the caller uses it like If-Match when no header was sent; not a
 * whole number: 422); the other fields the API answers (`answered`: the row's current answer) but the schema does not
 * take — createdAt, updatedAt, a user's lastLoginAt, a product's content.category — are dropped. Any other unknown
 * field stays and is refused as before.
 */
export function replacementBody(raw: unknown, pathId: number, schema: z.ZodType, answered: Fields | null): Replacement {
  const shape = shapeOf(schema);
  if (!isRecord(raw) || shape === null) return { body: raw, bodyVersion: null };
  if (shape.id === undefined && Object.hasOwn(raw, 'id') && raw.id !== pathId) {
    throw new AppError('validation', messages.validation.invalidValue, { field: 'id', code: 'id_mismatch' });
  }
  let bodyVersion: number | null = null;
  if (shape.version === undefined && Object.hasOwn(raw, 'version')) {
    const { version } = raw;
    if (typeof version !== 'number' || !Number.isInteger(version) || version < 0) {
      throw new AppError('validation', messages.validation.invalidValue, { field: 'version', code: 'invalid_type' });
    }
    bodyVersion = version;
  }
  return { body: withoutAnswered(raw, schema, answered ?? {}, true), bodyVersion };
}
