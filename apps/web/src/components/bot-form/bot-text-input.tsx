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

const StyledCounter = styled.p`
  margin-top: ${({ theme }) => theme.space.xxs};
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.fontSizes.xs};
  text-align: right;
`;

/** "42 / 100 characters" under a field with a limit, so nothing is cut off unannounced. */
function CharacterCounter({ id, length, max }: { id: string; length: number; max: number }) {
  return (
    <StyledCounter id={id}>
      {length} / {max} characters
    </StyledCounter>
  );
}

/** One text field of the bot form; its message shows once touched or after a submit attempt. */
export function BotTextInput({ config, idPrefix }: BotTextInputProps) {
  const field = useFieldProps(config.name);
  const shared = {
    ...field,
    id: `${idPrefix}-${config.name}`,
    label: config.label,
    required: config.required,
    placeholder: config.placeholder,
    hint: config.hint,
    maxLength: config.maxLength,
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
      <CharacterCounter
        id={`${shared.id}-count`}
        length={(field.value ?? '').length}
        max={config.maxLength}
      />
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
