import { ApiError } from '@bestell/api-client';
import { contactFormMessages } from '@bestell/domain';
import { describe, expect, it } from 'vitest';
import { contactFormData, failureMessage } from './contact-form-request';

describe('contact form request (contract 1)', () => {
  it('sends the text fields, privacy as "true", the empty honeypot and every file under `upload`', () => {
    const data = contactFormData({
      subject: 'jobs',
      company: '',
      firstName: 'Anna',
      lastName: 'Bäckerin',
      email: 'anna@example.at',
      phone: '+43 664 1234567',
      comment: 'acht Wörter sind es hier in diesem Satz jetzt',
      upload: [new File(['a'], 'lebenslauf.pdf'), new File(['b'], 'zeugnis.pdf')],
      privacy: true,
      website: '',
    });
    expect(data.get('subject')).toBe('jobs');
    expect(data.get('privacy')).toBe('true');
    expect(data.get('website')).toBe('');
    expect(data.getAll('upload').map((file) => (file as File).name)).toEqual(['lebenslauf.pdf', 'zeugnis.pdf']);
  });

  it("shows the server's first message for 422/413/429, else the spec's failure text", () => {
    const field = new ApiError(
      422,
      [{ message: 'Bitte geben Sie Ihre E-Mail-Adresse an.', field: 'email', code: 'x' }],
      '',
    );
    expect(failureMessage(field)).toBe('Bitte geben Sie Ihre E-Mail-Adresse an.');
    expect(failureMessage(new ApiError(429, [], ''))).toBe(contactFormMessages.tooManyRequests);
    expect(failureMessage(new ApiError(500, [], ''))).toBe(contactFormMessages.failure);
    expect(failureMessage(new TypeError('Failed to fetch'))).toBe(contactFormMessages.failure);
  });
});
