import { idField, requiredTextField, strictObjectError } from '@bestell/domain';
import { z } from 'zod';

/** Body of POST /api/branch-keys (admin). */
export const branchKeyCreateSchema = z.strictObject(
  { branchId: idField(), name: requiredTextField(100) },
  strictObjectError,
);
