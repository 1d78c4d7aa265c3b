import { useId, useState, type ReactNode } from 'react';
import { get, useFormContext, type FieldErrors } from 'react-hook-form';
import { CheckField, NumberField, SelectField, TextField, type SelectOption } from '../../../../components/form/Field';
import { parseList, type ProductFormInput } from '../../productForm';
import { t } from '../../../../lib/i18n/translate';
import { useT } from '../../../../lib/i18n/useT';

/**
 * The product form's fields: the shared form fields bound to the form by name. The field's
 * id is its name, so a message or a test can point at `#productName`.
 */
type Name = keyof ProductFormInput | `${string}.${string}`;

/** The field's message, translated: domain's and the form's messages are English source text. */
export function errorOf(errors: FieldErrors<ProductFormInput>, name: string): string | undefined {
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  return message ? t(message) : undefined;
}

function useBound(name: Name) {
  // Re-renders on a language switch, so labels and messages follow it.
  useT();
  const { register, formState } = useFormContext<ProductFormInput>();
  return { error: errorOf(formState.errors, name), register: register as (n: string, o?: object) => ReturnType<typeof register> };
}

export function ProductText({ name, label, placeholder, required, autoComplete }: { name: Name; label: string; placeholder?: string; required?: boolean; autoComplete?: string }) {
  const { error, register } = useBound(name);
  return <TextField id={name} label={t(label)} required={required} error={error} placeholder={placeholder && t(placeholder)} autoComplete={autoComplete} {...register(name)} />;
}

export function ProductSelect({ name, label, options }: { name: Name; label: string; options: readonly SelectOption[] }) {
  const { error, register } = useBound(name);
  // Options are domain's English values: shown translated where a loaded catalogue has them, sent as they are.
  const shown = options.map((o) => (typeof o === 'string' ? { value: o, label: t(o) } : { value: o.value, label: t(o.label) }));
  return <SelectField id={name} label={t(label)} error={error} options={shown} {...register(name)} />;
}

const emptyToNull = (v: unknown) => (v === '' || v === null || v === undefined ? null : Number(v));
const emptyToUndefined = (v: unknown) => (v === '' || v === null || v === undefined ? undefined : Number(v));

/** A number; `empty` says what an empty input stands for (null: "not sold this way", undefined: not given). */
export function ProductNumber({
  name,
  label,
  hint,
  required,
  unit,
  unitAfter,
  empty = 'undefined',
  inputMode = 'decimal',
  min = 0,
  max,
  step,
}: {
  name: Name;
  label: string;
  hint?: string;
  required?: boolean;
  unit?: string;
  unitAfter?: boolean;
  empty?: 'null' | 'undefined';
  inputMode?: 'decimal' | 'numeric';
  min?: number;
  max?: number;
  step: number | string;
}) {
  const { error, register } = useBound(name);
  return (
    <NumberField
      id={name}
      label={t(label)}
      hint={hint && t(hint)}
      required={required}
      error={error}
      // '₹' and '%' read the same in Hindi; a unit in words ('m') is a msg() text.
      unit={unit && t(unit)}
      unitAfter={unitAfter}
      inputMode={inputMode}
      min={min}
      max={max}
      step={step}
      {...register(name, { setValueAs: empty === 'null' ? emptyToNull : emptyToUndefined })}
    />
  );
}

export function ProductCheck({ name, label }: { name: Name; label: string }) {
  const { t } = useT();
  const { register } = useFormContext<ProductFormInput>();
  return <CheckField id={name} label={t(label)} {...(register as (n: string) => ReturnType<typeof register>)(name)} />;
}

/** A list typed as comma- or line-separated text; the form holds the parsed list. */
export function ProductListField({
  name,
  label,
  hint,
  value,
  onChange,
  onBlur,
}: {
  name: 'customizationOptions' | 'tags' | 'seasonalTags';
  label: string;
  hint: string;
  value: string[] | undefined;
  onChange: (list: string[]) => void;
  onBlur: () => void;
}) {
  const { t } = useT();
  const { formState } = useFormContext<ProductFormInput>();
  const [text, setText] = useState(() => (value ?? []).join(', '));
  return (
    <TextField
      id={name}
      label={t(label)}
      hint={t(hint)}
      error={errorOf(formState.errors, name)}
      value={text}
      onChange={(e) => {
        setText(e.target.value);
        onChange(parseList(e.target.value));
      }}
      onBlur={onBlur}
    />
  );
}

/** Checkboxes over a list, kept in the list's order. */
export function CheckGroup({
  legend,
  idPrefix,
  options,
  value,
  onChange,
  onBlur,
  error,
}: {
  legend: string;
  idPrefix: string;
  options: readonly string[];
  value: readonly string[] | undefined;
  onChange: (next: string[]) => void;
  onBlur: () => void;
  error?: string;
}) {
  const { t } = useT();
  const chosen = new Set<string>(value ?? []);
  return (
    <fieldset className="check-group" aria-describedby={error ? `${idPrefix}-error` : undefined} aria-invalid={error ? true : undefined}>
      <legend className="label">{t(legend)}</legend>
      {options.map((option) => (
        <CheckField
          key={option}
          id={`${idPrefix}-${option}`}
          label={t(option)}
          checked={chosen.has(option)}
          onChange={(e) => onChange(options.filter((o) => (o === option ? e.target.checked : chosen.has(o))))}
          onBlur={onBlur}
        />
      ))}
      {error && (
        <p className="field-error" id={`${idPrefix}-error`}>
          {error}
        </p>
      )}
    </fieldset>
  );
}

/** A field of the form as data: most sections are a grid of these. */
export type FieldSpec =
  | { select: readonly SelectOption[]; name: Name; label: string }
  | { text: true; name: Name; label: string; placeholder?: string }
  | { check: true; name: Name; label: string }
  | { number: { unit?: string; unitAfter?: boolean; max?: number; step: number | string }; name: Name; label: string };

/** A section's grid of fields; the checkboxes gather at its end. */
export function FieldGrid({ fields }: { fields: readonly FieldSpec[] }) {
  const checks = fields.filter((f) => 'check' in f);
  return (
    <div className="form-grid two">
      {fields.map((f) =>
        'select' in f ? (
          <ProductSelect key={f.name} name={f.name} label={f.label} options={f.select} />
        ) : 'text' in f ? (
          <ProductText key={f.name} name={f.name} label={f.label} placeholder={f.placeholder} />
        ) : 'number' in f ? (
          <ProductNumber key={f.name} name={f.name} label={f.label} {...f.number} />
        ) : null,
      )}
      {checks.length > 0 && (
        <div className="product-form-checks">
          {checks.map((f) => (
            <ProductCheck key={f.name} name={f.name} label={f.label} />
          ))}
        </div>
      )}
    </div>
  );
}

export function Section({ title, children, description }: { title: string; children: ReactNode; description?: string }) {
  const { t } = useT();
  const id = useId();
  return (
    <section className="card product-form-section" aria-labelledby={id}>
      <h2 id={id} className="product-form-section-title">
        {t(title)}
      </h2>
      {description && <p className="field-hint">{t(description)}</p>}
      {children}
    </section>
  );
}
