import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordSchema } from '@tailor/domain/user';
import { Modal } from '../../../components/Modal';
import { authErrorCode, authErrorMessage } from '../authErrors';
import { requestPasswordReset, RESET_SENT_MESSAGE } from '../passwordReset';
import { EmailField, FormError } from './AuthParts';
import { useT } from '../../../lib/i18n/useT';

interface Props {
  onClose: () => void;
  /** What the shopper already typed on the login form. */
  initialEmail: string;
}

/** "Forgot password?": asks for the e-mail and always answers the same. Mounted while open. */
export function ForgotPasswordDialog({ onClose, initialEmail }: Props) {
  const { t } = useT();
  const [sent, setSent] = useState(false);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm({ resolver: zodResolver(forgotPasswordSchema), defaultValues: { email: initialEmail } });

  const onSubmit = handleSubmit(async ({ email }) => {
    try {
      await requestPasswordReset(email);
      setSent(true);
    } catch (error) {
      console.warn('Reset e-mail failed:', authErrorCode(error) ?? error);
      setError('root.server', { message: authErrorMessage(error) });
    }
  });


  return (
    <Modal open onClose={onClose} title={t('Reset your password')} className="auth-dialog" initialFocus={sent ? '.auth-dialog-done' : 'input'}>
      {sent ? (
        <div className="auth-form">
          <p className="notice notice-success" role="status">
            {t(RESET_SENT_MESSAGE)}
          </p>
          <p className="muted">{t('The link works once and for a limited time. Check your spam folder if nothing arrives in a few minutes.')}</p>
          <button type="button" className="btn btn-primary btn-block auth-dialog-done" onClick={onClose}>
            {t('Back to sign in')}
          </button>
        </div>
      ) : (
        <form className="auth-form" noValidate onSubmit={(e) => void onSubmit(e)}>
          <p className="muted">{t('Enter the e-mail you sign in with and we will send you a link to choose a new password.')}</p>
          <FormError message={errors.root?.server?.message} />
          <EmailField
            error={errors.email?.message}
            {...register('email')}
          />
          <button type="submit" className="btn btn-primary btn-block" disabled={isSubmitting} aria-busy={isSubmitting || undefined}>
            {isSubmitting ? t('Sending...') : t('Send reset link')}
          </button>
        </form>
      )}
    </Modal>
  );
}
