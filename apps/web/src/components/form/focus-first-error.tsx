import { useEffect, useRef } from 'react';
import { useFormikContext } from 'formik';

/** After a submit attempt that failed, move focus to the first invalid control (once per attempt). */
export function FocusFirstError({ formId }: { formId: string }) {
  const { submitCount, isSubmitting, isValidating, errors } = useFormikContext();
  const handledAttempt = useRef(0);
  const hasErrors = Object.keys(errors).length > 0;

  useEffect(() => {
    if (isSubmitting || isValidating || handledAttempt.current === submitCount) return;
    handledAttempt.current = submitCount;
    if (!hasErrors) return;
    const form = document.getElementById(formId);
    form?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [submitCount, isSubmitting, isValidating, hasErrors, formId]);

  return null;
}
