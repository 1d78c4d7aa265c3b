import { useT } from '../../../lib/i18n/useT';

/** The step form's foot: Previous, where the shopper is, and Next (none on the last step). */
export function WizardNav({ step, count, onPrevious, onNext }: { step: number; count: number; onPrevious: () => void; onNext: () => void }) {
  const { t } = useT();
  return (
    <div className="wizard-nav">
      <button type="button" className="btn btn-outline" onClick={onPrevious} disabled={step === 0}>
        ← {t('Previous')}
      </button>
      <span className="wizard-progress muted" aria-hidden="true">
        {t('Step {number} of {count}', { number: step + 1, count })}
      </span>
      {step < count - 1 ? (
        <button type="button" className="btn btn-primary" onClick={onNext}>
          {t('Next')} →
        </button>
      ) : (
        <span className="wizard-nav-spacer" />
      )}
    </div>
  );
}
