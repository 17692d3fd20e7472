import { type UseMutationResult, useMutation } from '@tanstack/react-query';
import type { ApiError } from '../api-error.js';
import type { UploadEntity } from '../client.js';
import { useApiClient } from './api-client-context.js';

/** Uploads one file (configurator file and image steps); the caller keeps the returned id. */
export function useCreateUpload(): UseMutationResult<UploadEntity, ApiError, File> {
  const client = useApiClient();
  return useMutation<UploadEntity, ApiError, File>({
    mutationFn: (file) => client.createUpload(file, file.name),
  });
}
