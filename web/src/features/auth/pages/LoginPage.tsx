import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '../../../components/links';
import { loginSchema } from '@tailor/domain/user';
import { signInWithEmail } from '../authActions';
import { isEmailFieldError } from '../authErrors';
import { useSession } from '../session';
import { reportAuthError, useAuthFlow } from '../useAuthFlow';
import { AuthCard, Divider, EmailField, FormError, GoogleButton, PasswordField } from '../components/AuthParts';
import { AlreadySignedIn } from '../components/AlreadySignedIn';
import { ForgotPasswordDialog } from '../components/ForgotPassword';
import { useT } from '../../../lib/i18n/useT';
import '../auth.css';

export default function LoginPage() {
  const { t } = useT();
  const session = useSession();
  const flow = useAuthFlow();
  const [forgotOpen, setForgotOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    getValues,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm({ resolver: zodResolver(loginSchema), defaultValues: { email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await signInWithEmail(values);
      flow.finish(user, { greeting: 'welcome-back' });
    } catch (error) {
      const message = reportAuthError(error);
      setError(isEmailFieldError(error) ? 'email' : 'root.server', { message });
      throw error;
    }
  });

  const busy = isSubmitting || flow.googlePending || isSubmitSuccessful;
  const showSignedIn = session.status === 'signed-in' && !busy;

  return (
    <AuthCard title={t('Sign In')} subtitle={t('Welcome back! Sign in to see your cart, orders and feedback.')}>
      {showSignedIn ? (
        <AlreadySignedIn returnTo={flow.returnTo} />
      ) : (
        <>
          <GoogleButton onClick={flow.google} disabled={busy} pending={flow.googlePending} />
          <FormError message={flow.googleError} />
          <Divider>{t('or sign in with email')}</Divider>
          <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e).catch(() => undefined)}>
            <FormError message={errors.root?.server?.message} />
            <EmailField
              error={errors.email?.message}
              {...register('email')}
            />
            <PasswordField
              label={t('Password')}
              autoComplete="current-password"
              placeholder={t('Enter your password')}
              error={errors.password?.message}
              {...register('password')}
            />
            <p className="auth-forgot">
              <button type="button" className="btn-link" onClick={() => setForgotOpen(true)}>
                {t('Forgot password?')}
              </button>
            </p>
            <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={isSubmitting || undefined}>
              {isSubmitting ? (
                <>
                  <span className="spinner spinner-sm spinner-light" aria-hidden="true" /> {t('Signing in...')}
                </>
              ) : (
                t('Sign In')
              )}
            </button>
          </form>
          <p className="auth-switch">
            {t('New here?')}{' '}
            <Link to="/signup" state={flow.state}>
              {t('Create an account')}
            </Link>
          </p>
          {forgotOpen && <ForgotPasswordDialog initialEmail={getValues('email')} onClose={() => setForgotOpen(false)} />}
        </>
      )}
    </AuthCard>
  );
}
