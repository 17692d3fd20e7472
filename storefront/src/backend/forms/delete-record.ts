import { ApiError, type StaffApi, type WriteOptions } from '@bestell/api-client';

/**
 * DELETE of a staff record. The API answers 204 without a body, which the api-client (expecting `{ data }`) reports
 * as an ApiError with status 204; that answer is a success.
 */
export async function deleteRecord(api: StaffApi, path: string, options?: WriteOptions): Promise<void> {
  try {
    await api.delete(path, options);
  } catch (error) {
    if (error instanceof ApiError && error.status === 204) return;
    throw error;
  }
}
