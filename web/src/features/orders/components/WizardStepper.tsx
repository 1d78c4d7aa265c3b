import { useRef, type KeyboardEvent } from 'react';
import { useT } from '../../../lib/i18n/useT';

export interface WizardStepperProps {
  steps: readonly string[];
  current: number;
  /** Steps holding a field that must be fixed before sending. */
  errorSteps: ReadonlySet<number>;
  onSelect: (step: number) => void;
  panelId: (step: number) => string;
}

/**
 * The wizard's step header: every step is a button (free jumping), the current
 * one carries aria-current="step", arrow keys, Home and End move between steps.
 */
export function WizardStepper({ steps, current, errorSteps, onSelect, panelId }: WizardStepperProps) {
  const { t } = useT();
  const buttons = useRef<(HTMLButtonElement | null)[]>([]);

  function onKeyDown(event: KeyboardEvent<HTMLOListElement>) {
    const index = buttons.current.findIndex((b) => b === document.activeElement);
    if (index < 0) return;
    let next = -1;
    if (event.key === 'ArrowRight' || event.key === 'ArrowDown') next = (index + 1) % steps.length;
    else if (event.key === 'ArrowLeft' || event.key === 'ArrowUp') next = (index - 1 + steps.length) % steps.length;
    else if (event.key === 'Home') next = 0;
    else if (event.key === 'End') next = steps.length - 1;
    if (next < 0) return;
    event.preventDefault();
    buttons.current[next]?.focus();
  }

  return (
    <nav className="wizard-stepper" aria-label={t('Order steps')}>
      <ol onKeyDown={onKeyDown}>
        {steps.map((label, i) => {
          const state = i === current ? 'current' : i < current ? 'done' : 'todo';
          const hasError = errorSteps.has(i);
          return (
            <li key={label} className={`wizard-step is-${state}${hasError ? ' has-error' : ''}`}>
              <button
                type="button"
                ref={(el) => {
                  buttons.current[i] = el;
                }}
                aria-current={i === current ? 'step' : undefined}
                aria-controls={panelId(i)}
                onClick={() => onSelect(i)}
              >
                <span className="wizard-step-number" aria-hidden="true">
                  {hasError ? '!' : i + 1}
                </span>
                <span className="wizard-step-label">
                  <span className="sr-only">{t('Step {number}:', { number: i + 1 })} </span>
                  {label}
                  {hasError && <span className="sr-only"> {t('(needs attention)')}</span>}
                </span>
              </button>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
