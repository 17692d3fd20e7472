import { describe, expect, it } from 'vitest';
import { capturingLogger } from '../../../test/capturing-logger.js';
import { loadConfig } from '../../kernel/config.js';
import { createMailer, senderOf } from './mailer.js';
import { createLogSmsProvider } from './sms.js';

describe('mail and SMS configuration', () => {
  it('reads SMTP_URL, or SMTP_HOST with port, TLS and login; none means "log instead of sending"', () => {
    expect(loadConfig({ SMTP_URL: 'smtp://u:p@mail.example.at:2525' }).mail).toEqual({
      smtp: { url: 'smtp://u:p@mail.example.at:2525' },
      from: 'bestellung@localhost',
    });
    expect(
      loadConfig({
        SMTP_HOST: 'mail.example.at',
        SMTP_PORT: '465',
        SMTP_USER: 'shop',
        SMTP_PASSWORD: 'x',
        MAIL_FROM: 'a@b.at',
      }).mail,
    ).toEqual({
      smtp: { host: 'mail.example.at', port: 465, secure: true, user: 'shop', password: 'x' },
      from: 'a@b.at',
    });
    expect(loadConfig({}).mail.smtp).toBeNull();
    expect(() => loadConfig({ SMS_PROVIDER: 'sendgrid' })).toThrow('SMS_PROVIDER must be log or twilio');
    expect(loadConfig({}).smsProvider).toBe('log');
    const twilio = loadConfig({
      SMS_PROVIDER: 'twilio',
      TWILIO_ACCOUNT_SID: 'AC0123',
      TWILIO_FROM: '+4366400000',
      TWILIO_API_BASE: 'http://127.0.0.1:9/',
    });
    expect([twilio.smsProvider, twilio.twilio]).toEqual([
      'twilio',
      { accountSid: 'AC0123', from: '+4366400000', apiBase: 'http://127.0.0.1:9', timeoutMs: 10_000 },
    ]);
    expect(loadConfig({}).twilio.apiBase).toBe('https://api.twilio.com');
  });

  it('without SMTP the mail is written to the log (recipient, subject, text) and reported as logged', async () => {
    const { logger, lines } = capturingLogger();
    const mailer = createMailer({ smtp: null, from: 'bestellung@localhost' }, logger);
    const result = await mailer.send(
      { to: 'kunde@example.at', subject: 'Betreff', text: 'Hallo', html: '<p>Hallo</p>' },
      'Shop',
    );
    expect(result).toBe('logged');
    expect(lines).toEqual([
      expect.objectContaining({
        msg: 'mail not sent (SMTP not configured)',
        mail: { to: 'kunde@example.at', subject: 'Betreff', text: 'Hallo' },
      }),
    ]);
  });

  it('the default SMS provider logs the SMS', async () => {
    const { logger, lines } = capturingLogger();
    expect(await createLogSmsProvider(logger).send({ to: '+436641234567', text: 'Hallo' })).toBe('logged');
    expect(lines).toEqual([expect.objectContaining({ sms: { to: '+436641234567', text: 'Hallo' } })]);
  });

  it('a bare MAIL_FROM gets the shop name as display name; a full one is kept', () => {
    expect(senderOf('a@b.at', 'Bäckerei')).toEqual({ name: 'Bäckerei', address: 'a@b.at' });
    expect(senderOf('Shop <a@b.at>', 'Bäckerei')).toBe('Shop <a@b.at>');
  });
});
