import { useId, type InputHTMLAttributes, type ReactNode, type SelectHTMLAttributes, type TextareaHTMLAttributes } from 'react';
import './Field.css';

/** The props that tie a control to its label, hint and message. */
export interface ControlA11y {
  id: string;
  'aria-invalid'?: true;
  'aria-describedby'?: string;
}

export interface FieldFrame {
  /** The control's id; a generated one when not given. Hint and message ids derive from it. */
  id?: string;
  label: ReactNode;
  hint?: ReactNode;
  error?: string;
  /** Shows the * of a required field (the control itself says `required` or the form validates). */
  required?: boolean;
  /** Whether the * shows for a required field (a form of one required field may leave it out). */
  requiredMark?: boolean;
  className?: string;
  /** Ids of more text that describes the control (a counter, a note beside the field). */
  describedBy?: string;
  /** Announces the message as soon as it appears (a form that checks as one types). */
  alert?: boolean;
}

/** Ids for a field's control, hint and message; the control is described by the hint and, when there is one, the message. */
export function useFieldA11y({ id, hint, error, describedBy }: Pick<FieldFrame, 'id' | 'hint' | 'error' | 'describedBy'>): ControlA11y {
  const generated = useId();
  const controlId = id ?? generated;
  const ids = [hint ? `${controlId}-hint` : '', describedBy ?? '', error ? `${controlId}-error` : ''].filter(Boolean).join(' ');
  return { id: controlId, 'aria-invalid': error ? true : undefined, 'aria-describedby': ids || undefined };
}

export function FieldMessage({ id, error, alert }: { id: string; error?: string; alert?: boolean }) {
  if (!error) return null;
  return (
    <p className="field-error" id={`${id}-error`} role={alert ? 'alert' : undefined}>
      {error}
    </p>
  );
}

/** Label, control, hint and message, in that order: the frame every form field of the shop uses. */
export function Field({ label, hint, error, required, requiredMark = required, className, children, a11y, alert }: FieldFrame & { a11y: ControlA11y; children: ReactNode }) {
  return (
    <div className={className ? `field ${className}` : 'field'}>
      <label htmlFor={a11y.id}>
        {label}
        {requiredMark && <span className="required-mark" aria-hidden="true"> *</span>}
      </label>
      {children}
      {hint && (
        <p className="field-hint" id={`${a11y.id}-hint`}>
          {hint}
        </p>
      )}
      <FieldMessage id={a11y.id} error={error} alert={alert} />
    </div>
  );
}

type InputProps = Omit<InputHTMLAttributes<HTMLInputElement>, 'id'> & { ref?: React.Ref<HTMLInputElement> };

/** A one-line input (text, email, tel, url, password…) with its label, hint and message. */
export function TextField({ id, label, hint, error, required, className, describedBy, type = 'text', ...input }: FieldFrame & InputProps) {
  const a11y = useFieldA11y({ id, hint, error, describedBy });
  return (
    <Field label={label} hint={hint} error={error} required={required} className={className} a11y={a11y}>
      <input type={type} required={required} {...input} {...a11y} />
    </Field>
  );
}

type TextAreaProps = Omit<TextareaHTMLAttributes<HTMLTextAreaElement>, 'id'> & { ref?: React.Ref<HTMLTextAreaElement> };

export function TextAreaField({ id, label, hint, error, required, className, describedBy, alert, requiredMark, after, ...textarea }: FieldFrame & TextAreaProps & { after?: ReactNode }) {
  const a11y = useFieldA11y({ id, hint, error, describedBy });
  return (
    <Field label={label} hint={hint} error={error} required={required} requiredMark={requiredMark} className={className} a11y={a11y} alert={alert}>
      <textarea required={required} {...textarea} {...a11y} />
      {after}
    </Field>
  );
}

export type SelectOption = string | { value: string; label: string };

type SelectProps = Omit<SelectHTMLAttributes<HTMLSelectElement>, 'id' | 'children'> & { ref?: React.Ref<HTMLSelectElement> };

/** A select over a list of options; `placeholder` adds an empty first choice ("Select state"). */
export function SelectField({
  id,
  label,
  hint,
  error,
  required,
  className,
  describedBy,
  options,
  placeholder,
  ...select
}: FieldFrame & SelectProps & { options: readonly SelectOption[]; placeholder?: string }) {
  const a11y = useFieldA11y({ id, hint, error, describedBy });
  return (
    <Field label={label} hint={hint} error={error} required={required} className={className} a11y={a11y}>
      <select required={required} {...select} {...a11y}>
        {placeholder !== undefined && <option value="">{placeholder}</option>}
        {options.map((o) => {
          const { value, label: text } = typeof o === 'string' ? { value: o, label: o } : o;
          return (
            <option key={value} value={value}>
              {text}
            </option>
          );
        })}
      </select>
    </Field>
  );
}

/**
 * A number with its unit beside it (₹ before, cm or days after). The unit is part of the
 * control's description, so a screen reader says "Shipping cost, ₹".
 */
export function NumberField({
  id,
  label,
  hint,
  error,
  required,
  className,
  describedBy,
  unit,
  unitAfter,
  ...input
}: FieldFrame & Omit<InputProps, 'type'> & { unit?: string; unitAfter?: boolean }) {
  const generated = useId();
  const controlId = id ?? generated;
  const unitId = `${controlId}-unit`;
  const a11y = useFieldA11y({ id: controlId, hint, error, describedBy: [unit ? unitId : '', describedBy ?? ''].filter(Boolean).join(' ') || undefined });
  const unitMark = unit ? (
    <span className="field-unit" id={unitId}>
      {unit}
    </span>
  ) : null;
  return (
    <Field label={label} hint={hint} error={error} required={required} className={className} a11y={a11y}>
      <div className={unitAfter ? 'field-with-unit unit-after' : 'field-with-unit'}>
        {!unitAfter && unitMark}
        <input type="number" required={required} {...input} {...a11y} />
        {unitAfter && unitMark}
      </div>
    </Field>
  );
}

/** A checkbox with its label to the right. */
export function CheckField({ id, label, ...input }: { id: string; label: ReactNode } & Omit<InputProps, 'type' | 'id'>) {
  return (
    <div className="check-field">
      <input type="checkbox" id={id} {...input} />
      <label htmlFor={id}>{label}</label>
    </div>
  );
}
