import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { Link } from '../../../components/links';
import { signupSchema } from '@tailor/domain/user';
import { signUpWithEmail } from '../authActions';
import { isEmailFieldError, isPasswordFieldError } from '../authErrors';
import { useSession } from '../session';
import { reportAuthError, useAuthFlow } from '../useAuthFlow';
import { AuthCard, Divider, EmailField, FormError, GoogleButton, NewPasswordField } from '../components/AuthParts';
import { TextField } from '../../../components/form/Field';
import { AlreadySignedIn } from '../components/AlreadySignedIn';
import { useT } from '../../../lib/i18n/useT';
import '../auth.css';

export default function SignupPage() {
  const { t } = useT();
  const session = useSession();
  const flow = useAuthFlow();
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm({ resolver: zodResolver(signupSchema), defaultValues: { name: '', email: '', password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    try {
      const user = await signUpWithEmail(values);
      flow.finish(user, { greeting: 'welcome', name: values.name });
    } catch (error) {
      const message = reportAuthError(error);
      const field = isEmailFieldError(error) ? 'email' : isPasswordFieldError(error) ? 'password' : 'root.server';
      setError(field, { message });
      throw error;
    }
  });

  const busy = isSubmitting || flow.googlePending || isSubmitSuccessful;
  const showSignedIn = session.status === 'signed-in' && !busy;

  return (
    <AuthCard title={t('Create Account')} subtitle={t('Save your measurements, keep a cart and follow your orders.')}>
      {showSignedIn ? (
        <AlreadySignedIn returnTo={flow.returnTo} />
      ) : (
        <>
          <GoogleButton onClick={flow.google} disabled={busy} pending={flow.googlePending} />
          <FormError message={flow.googleError} />
          <Divider>{t('or sign up with email')}</Divider>
          <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e).catch(() => undefined)}>
            <FormError message={errors.root?.server?.message} />
            <TextField
              label={t('Full name')}
              autoComplete="name"
              placeholder={t('Your full name')}
              error={errors.name?.message && t(errors.name.message)}
              {...register('name')}
            />
            <EmailField
              error={errors.email?.message}
              {...register('email')}
            />
            <NewPasswordField label={t('Password')} error={errors.password?.message} {...register('password')} />
            <button type="submit" className="btn btn-primary btn-block" disabled={busy} aria-busy={isSubmitting || undefined}>
              {isSubmitting ? (
                <>
                  <span className="spinner spinner-sm spinner-light" aria-hidden="true" /> {t('Creating your account...')}
                </>
              ) : (
                t('Create Account')
              )}
            </button>
            <p className="auth-terms">
              {t('By creating an account you accept our Terms & Privacy Policy.')}
            </p>
          </form>
          <p className="auth-switch">
            {t('Already have an account?')}{' '}
            <Link to="/login" state={flow.state}>
              {t('Sign in')}
            </Link>
          </p>
        </>
      )}
    </AuthCard>
  );
}
