import { useField } from 'formik';
import styled from 'styled-components';
import { TextField } from '@/components/ui/text-field';
import { TextArea } from '@/components/ui/text-area';
import { useFieldProps } from '@/components/form/use-field-props';
import { MarkdownPreview } from '@/components/markdown/markdown-preview';
import type { BotTextFieldConfig } from './bot-form-fields';

interface BotTextInputProps {
  config: BotTextFieldConfig;
  idPrefix: string;
}

const StyledCounter = styled.p<{ $over: boolean }>`
  margin-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme, $over }) => ($over ? theme.colors.dangerText : theme.colors.textMuted)};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: right;
`;

/** "42 / 100 characters" under a field with a limit, so nothing is cut off unannounced. */
function CharacterCounter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <StyledCounter id={id} $over={length > max}>
      {length} / {max} characters
    </StyledCounter>
  );
}

/**
 * One text field of the bot form; its message shows once touched or after a submit attempt. A
 * text over its limit is kept as typed or pasted (never cut mid-word): the limit's message shows
 * at once, and the counter turns red.
 */
export function BotTextInput({ config, idPrefix }: BotTextInputProps) {
  const field = useFieldProps(config.name);
  const [, meta] = useField<string>(config.name);
  const length = (field.value ?? '').length;
  const over = config.maxLength !== undefined && length > config.maxLength;
  const shared = {
    ...field,
    error: field.error ?? (over ? meta.error : undefined),
    id: `${idPrefix}-${config.name}`,
    label: config.label,
    required: config.required,
    placeholder: config.placeholder,
    hint: config.hint,
  };

  const input = config.multiline ? (
    <TextArea {...shared} rows={6} />
  ) : (
    <TextField
      {...shared}
      type={config.type ?? 'text'}
      inputMode={config.inputMode}
      readOnly={config.readOnly}
      autoComplete="off"
    />
  );
  if (!config.maxLength) return input;
  return (
    <div>
      {input}
      <CharacterCounter id={`${shared.id}-count`} length={length} max={config.maxLength} />
      {config.markdown && (
        <MarkdownPreview
          id={`${shared.id}-preview`}
          source={field.value ?? ''}
          label={config.label}
        />
      )}
    </div>
  );
}
