import { useStaffLogin } from '@bestell/api-client';
import { type LoginBody, loginSchema, backofficeShellMessages as m } from '@bestell/domain';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import styles from './shell.module.css';

/** Username and password (POST /api/login); the API's German message (§8) shows above the form on refusal. */
export function LoginForm({ onSignedIn }: { onSignedIn(): void }) {
  const login = useStaffLogin();
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginSchema),
    defaultValues: { username: '', password: '' },
  });
  const { errors } = form.formState;
  const failure = login.error ? (login.error.errors[0]?.message ?? m.loginFailed) : null;

  return (
    <form
      className={styles.loginForm}
      noValidate
      onSubmit={form.handleSubmit((values) => login.mutate(values, { onSuccess: onSignedIn }))}
    >
      {failure && (
        <p role="alert" className={styles.loginError} data-testid="login-error">
          {failure}
        </p>
      )}
      <div className={styles.field}>
        <label htmlFor="login-username">{m.username}</label>
        <input
          id="login-username"
          autoComplete="username"
          autoCapitalize="none"
          spellCheck={false}
          aria-invalid={errors.username ? true : undefined}
          aria-describedby={errors.username ? 'login-username-error' : undefined}
          {...form.register('username')}
        />
        {errors.username && (
          <p id="login-username-error" className={styles.fieldError}>
            {errors.username.message}
          </p>
        )}
      </div>
      <div className={styles.field}>
        <label htmlFor="login-password">{m.password}</label>
        <input
          id="login-password"
          type="password"
          autoComplete="current-password"
          aria-invalid={errors.password ? true : undefined}
          aria-describedby={errors.password ? 'login-password-error' : undefined}
          {...form.register('password')}
        />
        {errors.password && (
          <p id="login-password-error" className={styles.fieldError}>
            {errors.password.message}
          </p>
        )}
      </div>
      <button type="submit" className={styles.loginButton} disabled={login.isPending}>
        {login.isPending ? m.signingIn : m.submitLogin}
      </button>
    </form>
  );
}
