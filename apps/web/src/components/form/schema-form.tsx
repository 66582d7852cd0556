import { useId, type ReactNode } from 'react';
import { Form, Formik, type FormikHelpers, type FormikProps, type FormikValues } from 'formik';
import type { AnySchema } from 'yup';
import { FocusFirstError } from './focus-first-error';
import { schemaErrors } from './schema-errors';

export interface SchemaFormProps<Values extends FormikValues> {
  /** The contracts schema of the request this form sends. */
  schema: AnySchema;
  initialValues: Values;
  /** What the form sends, as the schema judges it; by default the values themselves. */
  toPayload?: (values: Values) => unknown;
  /** The form field a schema path belongs to (by default its first name). */
  fieldOf?: (path: string) => string;
  onSubmit: (values: Values, helpers: FormikHelpers<Values>) => Promise<unknown>;
  children: (formik: FormikProps<Values>) => ReactNode;
  'aria-label'?: string;
  className?: string;
}

/**
 * The app's one form: Formik validated by a contracts schema, messages under the fields (never
 * the browser's pop-ups), focus on the first invalid field after a failed submit.
 */
export function SchemaForm<Values extends FormikValues>(props: SchemaFormProps<Values>) {
  const { schema, initialValues, toPayload = (values) => values, fieldOf, onSubmit } = props;
  const formId = useId();
  return (
    <Formik<Values>
      initialValues={initialValues}
      validate={(values) => schemaErrors(schema, toPayload(values), fieldOf)}
      onSubmit={onSubmit}
    >
      {(formik) => (
        <Form
          id={formId}
          noValidate
          aria-busy={formik.isSubmitting}
          aria-label={props['aria-label']}
          className={props.className}
        >
          <FocusFirstError formId={formId} />
          {props.children(formik)}
        </Form>
      )}
    </Formik>
  );
}
