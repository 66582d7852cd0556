import { useField, useFormikContext } from 'formik';

/** A Formik field's value, handlers and message; the message shows once touched or submitted. */
export function useFieldProps(name: string) {
  const [field, meta] = useField<string>(name);
  const { submitCount } = useFormikContext();
  const error = meta.error && (meta.touched || submitCount > 0) ? meta.error : undefined;
  return { ...field, error };
}
