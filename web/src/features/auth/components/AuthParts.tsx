import { use, useState, type ComponentProps, type InputHTMLAttributes, type ReactNode, type Ref } from 'react';
import { Field, TextField, useFieldA11y, type FieldFrame } from '../../../components/form/Field';
import { SHOP } from '@tailor/domain/shop';
import { useT } from '../../../lib/i18n/useT';
import { addEntries } from '../../../lib/i18n/translate';

let authText: Promise<void> | undefined;

/**
 * Loads this feature's Hindi catalogue when Hindi is shown, suspending the screen until it is in
 * (docs/i18n.md, "Screens past the first"). Each feature keeps its own copy of these lines: one
 * module shared by the cart, order and sign-in screens would be a chunk of its own, whose name the
 * first download's preload table carries, and `/` has no bytes for it.
 */
export function useAuthCatalogue(): void {
  const { language } = useT();
  if (language !== 'hi') return;
  // A failed download shows English; the next render after this one asks again (no loop while offline).
  authText ??= import('../hi').then(
    (module) => addEntries(module.default),
    () => void setTimeout(() => (authText = undefined)),
  );
  use(authText);
}

/** Centred card with the shop's mark, shared by the auth screens; in Hindi it waits for their text (the page's own render is redone once it is in). */
export function AuthCard({ title, subtitle, children }: { title: string; subtitle?: ReactNode; children: ReactNode }) {
  useAuthCatalogue();
  return (
    <section className="auth-page">
      <div className="card auth-card">
        <header className="auth-head">
          <img className="auth-mark" src="/favicon.svg" alt="" width="56" height="56" />
          <p className="auth-brand">{SHOP.name}</p>
          <h1 className="auth-title">{title}</h1>
          {subtitle ? <p className="auth-subtitle muted">{subtitle}</p> : null}
        </header>
        {children}
      </div>
    </section>
  );
}

function GoogleLogo() {
  return (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
      <path fill="#EA4335" d="M24 9.5c3.54 0 6.71 1.22 9.21 3.6l6.85-6.85C35.9 2.38 30.47 0 24 0 14.62 0 6.51 5.38 2.56 13.22l7.98 6.19C12.43 13.72 17.74 9.5 24 9.5z" />
      <path fill="#4285F4" d="M46.98 24.55c0-1.57-.15-3.09-.38-4.55H24v9.02h12.94c-.58 2.96-2.26 5.48-4.78 7.18l7.73 6c4.51-4.18 7.09-10.36 7.09-17.65z" />
      <path fill="#FBBC05" d="M10.53 28.59c-.48-1.45-.76-2.99-.76-4.59s.27-3.14.76-4.59l-7.98-6.19C.92 16.46 0 20.12 0 24c0 3.88.92 7.54 2.56 10.78l7.97-6.19z" />
      <path fill="#34A853" d="M24 48c6.48 0 11.93-2.13 15.89-5.81l-7.73-6c-2.15 1.45-4.92 2.3-8.16 2.3-6.26 0-11.57-4.22-13.47-9.91l-7.98 6.19C6.51 42.62 14.62 48 24 48z" />
    </svg>
  );
}

export function GoogleButton({ onClick, disabled, pending }: { onClick: () => void; disabled?: boolean; pending?: boolean }) {
  const { t } = useT();
  return (
    <button type="button" className="btn btn-block btn-google" onClick={onClick} disabled={disabled} aria-busy={pending || undefined}>
      {pending ? <span className="spinner spinner-sm" aria-hidden="true" /> : <GoogleLogo />}
      <span>{pending ? t('Connecting to Google...') : t('Continue with Google')}</span>
    </button>
  );
}

export function Divider({ children }: { children: ReactNode }) {
  return (
    <div className="auth-divider" role="separator">
      <span>{children}</span>
    </div>
  );
}

/** The e-mail one signs in with, as every auth form asks it. */
export function EmailField({ error, ...props }: Omit<ComponentProps<typeof TextField>, 'label' | 'type' | 'inputMode' | 'autoComplete' | 'placeholder'>) {
  const { t } = useT();
  // Messages (domain's, Firebase's in the shop's words) are English source text, shown in the chosen language.
  return <TextField label={t('Email')} type="email" inputMode="email" autoComplete="email" placeholder={t('you@example.com')} error={error && t(error)} {...props} />;
}

type PasswordProps = Omit<FieldFrame, 'required'> & Omit<InputHTMLAttributes<HTMLInputElement>, 'id' | 'type'> & { ref?: Ref<HTMLInputElement> };

/** A password with a Show/Hide toggle, in the shared field frame (label, hint, message). */
export function PasswordField({ id, label, hint, error, className, describedBy, ...input }: PasswordProps) {
  const { t } = useT();
  const a11y = useFieldA11y({ id, hint, error, describedBy });
  const [visible, setVisible] = useState(false);
  return (
    <Field label={label} hint={hint} error={error && t(error)} className={className} a11y={a11y}>
      <div className="password-wrap">
        <input type={visible ? 'text' : 'password'} {...input} {...a11y} />
        <button type="button" className="password-toggle" aria-pressed={visible} aria-controls={a11y.id} onClick={() => setVisible((v) => !v)}>
          {visible ? t('Hide') : t('Show')}
          <span className="sr-only"> {t('password')}</span>
        </button>
      </div>
    </Field>
  );
}

/** A password being chosen (sign-up, reset): the browser may offer one, and the rule is said up front. */
export function NewPasswordField(props: Omit<PasswordProps, 'autoComplete' | 'placeholder' | 'hint'>) {
  const { t } = useT();
  return <PasswordField autoComplete="new-password" placeholder={t('Create a password')} hint={t('At least 6 characters.')} {...props} />;
}

export function FormError({ message }: { message?: string }) {
  const { t } = useT();
  if (!message) return null;
  return (
    <p className="notice notice-error auth-error" role="alert">
      {t(message)}
    </p>
  );
}
