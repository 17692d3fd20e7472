import { ApiError } from '@bestell/api-client';
import { errorsMessages } from '@bestell/domain';

/**
 * What a failed upload shows: the server's first German message (e.g. a file too large), else the §8 upload text
 * naming the file — never the transport's own text (a bodyless 500 would read 'HTTP 500 from /images').
 */
export function uploadFailureMessage(failure: unknown, fileName: string): string {
  return (
    (failure instanceof ApiError ? failure.errors[0]?.message : undefined) ?? errorsMessages.uploadFailed({ fileName })
  );
}
