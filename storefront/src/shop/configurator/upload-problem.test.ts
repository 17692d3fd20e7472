import { ApiError } from '@bestell/api-client';
import { validationMessages } from '@bestell/domain';
import { describe, expect, it } from 'vitest';
import { uploadProblem } from './upload-step';

describe('what the upload step says when an upload fails', () => {
  it('shows the server reason when the visitor is over the upload limits', () => {
    const limited = new ApiError(429, [{ message: 'Zu viele Uploads. Bitte später erneut versuchen.', code: 'x' }], '');
    expect(uploadProblem(limited, 'logo.png')).toBe('Zu viele Uploads. Bitte später erneut versuchen.');
  });

  it('keeps the generic text for other failures', () => {
    const generic = validationMessages.uploadFailed({ fileName: 'logo.png' });
    expect(uploadProblem(new ApiError(500, [{ message: 'intern', code: 'x' }], ''), 'logo.png')).toBe(generic);
    expect(uploadProblem(new TypeError('Failed to fetch'), 'logo.png')).toBe(generic);
  });
});
