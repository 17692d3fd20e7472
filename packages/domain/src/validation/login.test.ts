import { describe, expect, it } from 'vitest';
import { validationMessages as m } from '../messages/validation.js';
import { zodErrorToApiErrors } from './api-errors.js';
import { loginSchema } from './login.js';

function errorsOf(input: unknown) {
  const result = loginSchema.safeParse(input);
  return result.success ? [] : zodErrorToApiErrors(result.error).map(({ field, message }) => ({ field, message }));
}

describe('login body (§8 Authentication)', () => {
  it('trims the username but keeps the password as typed', () => {
    expect(loginSchema.parse({ username: ' anna ', password: ' geheim ' })).toEqual({
      username: 'anna',
      password: ' geheim ',
    });
  });

  it.each([
    ['username empty', { username: '', password: 'x' }, 'username', m.blank],
    ['username missing', { password: 'x' }, 'username', m.blank],
    ['password empty', { username: 'anna', password: '' }, 'password', m.blank],
    ['password a number', { username: 'anna', password: 1234 }, 'password', m.invalidValue],
    ['password too long', { username: 'anna', password: 'x'.repeat(4097) }, 'password', m.tooLong({ limit: 4096 })],
    ['unknown field', { username: 'anna', password: 'x', remember: true }, 'remember', m.unexpectedField],
  ])('%s → its message', (_case, input, field, message) => {
    expect(errorsOf(input)).toEqual([{ field, message }]);
  });

  it('rejects a body that is not an object', () => {
    expect(errorsOf(null)).toEqual([{ field: undefined, message: m.invalidValue }]);
  });
});
