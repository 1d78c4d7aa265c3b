import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { Link } from '../../../components/links';
import { resetPasswordSchema } from '@tailor/domain/user';
import { toast } from '../../../lib/toast';
import { authErrorCode, authErrorMessage } from '../authErrors';
import { checkResetCode, setNewPassword } from '../passwordReset';
import { AuthCard, FormError, NewPasswordField, PasswordField } from '../components/AuthParts';
import { ForgotPasswordDialog } from '../components/ForgotPassword';
import { useT } from '../../../lib/i18n/useT';
import { msg } from '../../../lib/i18n/translate';
import '../auth.css';

export const PASSWORD_CHANGED_MESSAGE = msg('Your password has been changed. Sign in with your new password.');

type LinkState = { status: 'checking' } | { status: 'valid'; email: string } | { status: 'invalid'; message: string };

const INCOMPLETE_LINK = msg('This reset link is incomplete. Open the link from the e-mail again, or ask for a new one.');

/** The page a password-reset e-mail links to: ?mode=resetPassword&oobCode=… */
export default function ResetPasswordPage() {
  const { t } = useT();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  const oobCode = params.get('oobCode') ?? '';
  const mode = params.get('mode');
  const usable = !!oobCode && (mode === null || mode === 'resetPassword');
  const [link, setLink] = useState<LinkState>(usable ? { status: 'checking' } : { status: 'invalid', message: INCOMPLETE_LINK });
  const [forgotOpen, setForgotOpen] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting, isSubmitSuccessful },
  } = useForm({ resolver: zodResolver(resetPasswordSchema), defaultValues: { password: '', confirm: '' } });

  useEffect(() => {
    if (!usable) return;
    let live = true;
    checkResetCode(oobCode).then(
      (email) => live && setLink({ status: 'valid', email }),
      (error: unknown) => {
        console.warn('Reset link refused:', authErrorCode(error) ?? error);
        if (live) setLink({ status: 'invalid', message: authErrorMessage(error) });
      },
    );
    return () => {
      live = false;
    };
  }, [oobCode, usable]);

  const onSubmit = handleSubmit(async ({ password }) => {
    try {
      await setNewPassword(oobCode, password);
      toast.success(t(PASSWORD_CHANGED_MESSAGE));
      navigate('/login', { replace: true });
    } catch (error) {
      const code = authErrorCode(error);
      if (code === 'auth/expired-action-code' || code === 'auth/invalid-action-code') {
        setLink({ status: 'invalid', message: authErrorMessage(error) });
        return;
      }
      setError(code === 'auth/weak-password' ? 'password' : 'root.server', { message: authErrorMessage(error) });
      throw error;
    }
  });

  return (
    <AuthCard title={t('Choose a new password')} subtitle={link.status === 'valid' ? t('For {email}', { email: link.email }) : undefined}>
      {link.status === 'checking' && (
        <p className="auth-checking muted" role="status">
          <span className="spinner spinner-sm" aria-hidden="true" /> {t('Checking your reset link...')}
        </p>
      )}
      {link.status === 'invalid' && (
        <div className="auth-form">
          <FormError message={link.message} />
          <button type="button" className="btn btn-primary btn-block" onClick={() => setForgotOpen(true)}>
            {t('Send me a new link')}
          </button>
          <p className="auth-switch">
            <Link to="/login">{t('Back to sign in')}</Link>
          </p>
        </div>
      )}
      {link.status === 'valid' && (
        <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e).catch(() => undefined)}>
          <FormError message={errors.root?.server?.message} />
          {/* Lets password managers store the new password for the right account. */}
          <input type="email" name="username" autoComplete="username" value={link.email} readOnly hidden />
          <NewPasswordField label={t('New password')} error={errors.password?.message} {...register('password')} />
          <PasswordField
            label={t('Repeat the new password')}
            autoComplete="new-password"
            placeholder={t('Type it again')}
            error={errors.confirm?.message}
            {...register('confirm')}
          />
          <button
            type="submit"
            className="btn btn-primary btn-block"
            disabled={isSubmitting || isSubmitSuccessful}
            aria-busy={isSubmitting || undefined}
          >
            {isSubmitting ? t('Saving...') : t('Save new password')}
          </button>
        </form>
      )}
      {forgotOpen && <ForgotPasswordDialog initialEmail="" onClose={() => setForgotOpen(false)} />}
    </AuthCard>
  );
}
