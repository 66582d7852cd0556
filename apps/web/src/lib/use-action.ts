import { useCallback, useState } from 'react';
import { notify } from '@/components/ui/notify';
import { apiErrorMessage, apiFieldErrors } from './api-error-message';

/** A toast's title, or its title and description. */
export type ToastText = string | { title: string; description?: string };

export interface ActionToasts<T> {
  /** Shown when the action succeeds; none when the screen itself shows the result. */
  success?: ToastText | ((result: T) => ToastText);
  /** The error toast's title; its text is the server's own explanation, else `fallback`. */
  failure: string;
  fallback?: string;
}

export interface ActionForm {
  /** The form's Formik helpers (only `setErrors` is used). */
  helpers: { setErrors(errors: Record<string, string>): void };
  /** A failure naming no field is shown under this one instead of in a toast. */
  inlineField?: string;
}

function show(text: ToastText) {
  if (typeof text === 'string') notify.success(text);
  else notify.success(text.title, text.description);
}

/** Reports a failure: under the form's fields when the server named them, else in a toast. */
function report(error: unknown, toasts: ActionToasts<never>, form?: ActionForm) {
  const message = apiErrorMessage(error) ?? toasts.fallback;
  const fields = apiFieldErrors(error);
  if (form) {
    if (form.inlineField && Object.keys(fields).length === 0) {
      form.helpers.setErrors({ [form.inlineField]: message ?? toasts.failure });
      return;
    }
    form.helpers.setErrors(fields);
    if (form.inlineField) return;
  }
  notify.error(toasts.failure, message);
}

/**
 * Runs one user action (a click, a form's submit): pending while it runs, then the success toast
 * or the failure (a toast, and the server's field errors under the form's fields). Resolves to
 * whether it succeeded; it never rejects.
 */
export function useAction() {
  const [isPending, setIsPending] = useState(false);

  const run = useCallback(
    async <T>(action: () => Promise<T>, toasts: ActionToasts<T>, form?: ActionForm) => {
      setIsPending(true);
      try {
        const result = await action();
        const success =
          typeof toasts.success === 'function' ? toasts.success(result) : toasts.success;
        if (success) show(success);
        return true;
      } catch (error) {
        report(error, toasts as ActionToasts<never>, form);
        return false;
      } finally {
        setIsPending(false);
      }
    },
    [],
  );

  return { isPending, run };
}
