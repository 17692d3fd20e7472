import { ApiError } from '@bestell/api-client';
import { errorsMessages } from '@bestell/domain';
import { describe, expect, it } from 'vitest';
import { uploadFailureMessage } from './upload-failure';

describe('uploadFailureMessage', () => {
  it("shows the server's first German message", () => {
    const failure = new ApiError(
      422,
      [
        { message: 'Die Datei ist zu groß.', field: 'file', code: 'too_big' },
        { message: 'Zweite Meldung.', code: 'x' },
      ],
      'HTTP 422 from /images',
    );
    expect(uploadFailureMessage(failure, 'torte.png')).toBe('Die Datei ist zu groß.');
  });

  it('shows the §8 upload text for a bodyless answer or a network failure, never the transport text', () => {
    const text = errorsMessages.uploadFailed({ fileName: 'torte.png' });
    expect(uploadFailureMessage(new ApiError(500, [], 'HTTP 500 from /images'), 'torte.png')).toBe(text);
    expect(uploadFailureMessage(new TypeError('Failed to fetch'), 'torte.png')).toBe(text);
  });
});
