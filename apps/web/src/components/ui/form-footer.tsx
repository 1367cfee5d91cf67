// The end of a dialog's form: what went wrong, then «Cancelar» and the submit button (stacked at
// 360 px, the submit on top; side by side and to the right on wider screens).
import { Button } from './button.tsx';
import { FormError } from './form-error.tsx';

export function FormFooter({
  failure,
  submitting,
  onCancel,
  submitLabel = 'Guardar',
  submittingLabel = 'Guardando…',
  className = 'sm:col-span-2',
}: {
  failure: string | null;
  submitting: boolean;
  onCancel(): void;
  submitLabel?: string;
  submittingLabel?: string;
  /** Where it sits in the form's grid. */
  className?: string;
}) {
  return (
    <>
      <div className={className}>
        <FormError error={failure} />
      </div>
      <div className={`flex flex-col-reverse gap-2 sm:flex-row sm:justify-end ${className}`}>
        <Button type="button" variant="outline" onClick={onCancel}>
          Cancelar
        </Button>
        <Button type="submit" disabled={submitting}>
          {submitting ? submittingLabel : submitLabel}
        </Button>
      </div>
    </>
  );
}
