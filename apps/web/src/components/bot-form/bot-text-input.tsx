import { useField, useFormikContext } from 'formik';
import { TextField } from '@/components/ui/text-field';
import { TextArea } from '@/components/ui/text-area';
import type { BotTextFieldConfig } from './bot-form-fields';

interface BotTextInputProps {
  config: BotTextFieldConfig;
  idPrefix: string;
}

/** One text field of the bot form; its message shows once touched or after a submit attempt. */
export function BotTextInput({ config, idPrefix }: BotTextInputProps) {
  const [field, meta] = useField<string>(config.name);
  const { submitCount } = useFormikContext();
  const error = meta.error && (meta.touched || submitCount > 0) ? meta.error : undefined;
  const shared = {
    ...field,
    id: `${idPrefix}-${config.name}`,
    label: config.label,
    required: config.required,
    placeholder: config.placeholder,
    hint: config.hint,
    maxLength: config.maxLength,
    error,
  };

  if (config.multiline) return <TextArea {...shared} rows={6} />;
  return (
    <TextField
      {...shared}
      type={config.type ?? 'text'}
      inputMode={config.inputMode}
      autoComplete="off"
    />
  );
}
