import { SelectField, type SelectFieldProps } from '@/components/ui/select-field';
import { TextArea, type TextAreaProps } from '@/components/ui/text-area';
import { TextField, type TextFieldProps } from '@/components/ui/text-field';
import { useFieldProps } from './use-field-props';

type Bound<P> = Omit<P, 'value' | 'onChange' | 'onBlur' | 'error'>;

/** A text input bound to the enclosing SchemaForm by its name. */
export function FormTextField(props: Bound<TextFieldProps>) {
  return <TextField {...props} {...useFieldProps(props.name)} />;
}

export function FormTextArea(props: Bound<TextAreaProps>) {
  return <TextArea {...props} {...useFieldProps(props.name)} />;
}

export function FormSelectField(props: Bound<SelectFieldProps>) {
  return <SelectField {...props} {...useFieldProps(props.name)} />;
}
