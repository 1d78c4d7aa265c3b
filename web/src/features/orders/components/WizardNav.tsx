/** The step form's foot: Previous, where the shopper is, and Next (none on the last step). */
export function WizardNav({ step, count, onPrevious, onNext }: { step: number; count: number; onPrevious: () => void; onNext: () => void }) {
  return (
    <div className="wizard-nav">
      <button type="button" className="btn btn-outline" onClick={onPrevious} disabled={step === 0}>
        ← Previous
      </button>
      <span className="wizard-progress muted" aria-hidden="true">
        Step {step + 1} of {count}
      </span>
      {step < count - 1 ? (
        <button type="button" className="btn btn-primary" onClick={onNext}>
          Next →
        </button>
      ) : (
        <span className="wizard-nav-spacer" />
      )}
    </div>
  );
}
