import { MAX_MEASUREMENT } from '@tailor/domain';
import { NumberField } from '../../../components/form/Field';

type Props = Omit<Parameters<typeof NumberField>[0], 'unit' | 'unitAfter' | 'min' | 'max' | 'step' | 'inputMode'>;

/** One body measurement, in inches to a tenth (each label says so): the order form's and checkout's measurement input. */
export function MeasurementField({ className, ...props }: Props) {
  return (
    <NumberField
      className={className ? `measurement-field ${className}` : 'measurement-field'}
      inputMode="decimal"
      min={0}
      max={MAX_MEASUREMENT}
      step={0.1}
      {...props}
    />
  );
}
