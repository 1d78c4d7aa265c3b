import { get, useFormState, type FieldValues, type Path } from 'react-hook-form';
import { useT } from '../../../lib/i18n/useT';
import { problemText } from '../problemText';

/** The field's message (domain's or the API's English, shown in the chosen language) under an input; `id` is what the input's aria-describedby points at. */
export function FieldError<T extends FieldValues>({ name, id }: { name: Path<T> | string; id: string }) {
  useT();
  const { errors } = useFormState<T>();
  const message = (get(errors, name) as { message?: string } | undefined)?.message;
  if (!message) return null;
  return (
    <p className="field-error" id={id}>
      {problemText(message)}
    </p>
  );
}

/** aria props for an input whose error FieldError shows. */
export function useFieldA11y(name: string, errorId: string, extraDescribedBy?: string) {
  const { errors } = useFormState();
  const invalid = !!get(errors, name);
  const describedBy = [extraDescribedBy, invalid ? errorId : undefined].filter(Boolean).join(' ');
  return { 'aria-invalid': invalid || undefined, 'aria-describedby': describedBy || undefined } as const;
}
