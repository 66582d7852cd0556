import { Fragment, useId, type ReactNode } from 'react';
import type { FormikHelpers } from 'formik';
import { botDataSchema } from '@botdir/contracts';
import styled from 'styled-components';
import { Button } from '@/components/ui/button';
import { BOT_TEXT_FIELDS, NOTES_FOR_REVIEWER_FIELD } from './bot-form-fields';
import {
  toBotData,
  toFormValues,
  type BotFormValues,
  type SubmittedBotData,
} from './bot-form-values';
import { SchemaForm } from '@/components/form/schema-form';
import { botFieldOf, serverFieldErrors } from './bot-form-validation';
import { BotTextInput } from './bot-text-input';
import { CategoryPicker } from './category-picker';
import { InvitePermissionsPreview } from './invite-permissions-preview';
import { ReportDirty } from './report-dirty';
import { AppIdFromInvite } from './app-id-from-invite';
import { DiscordDetailsSuggestion } from './discord-details-suggestion';

const StyledFields = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.space.lg};
`;

const StyledActions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: ${({ theme }) => theme.space.sm};
  margin-top: ${({ theme }) => theme.space.sm};
`;

export interface BotFormProps {
  initialData: SubmittedBotData;
  submitLabel: string;
  pendingLabel: string;
  /** Rejects to keep the form open; `fields` of an API error are shown under their fields. */
  onSubmit: (data: SubmittedBotData) => Promise<void>;
  onCancel?: () => void;
  /** Shown above the buttons (e.g. a note on what saving does). */
  footnote?: ReactNode;
  /** Submit and resubmit: show "Notes for the reviewer". */
  withReviewerNotes?: boolean;
  /** Told whether the values differ from `initialData` (to ask before discarding them). */
  onDirtyChange?: (dirty: boolean) => void;
}

/** The bot listing form of /submit, also used to edit a bot and to amend a resubmission. */
export function BotForm(props: BotFormProps) {
  const { initialData, submitLabel, pendingLabel, onSubmit, onCancel, footnote, onDirtyChange } =
    props;
  const { withReviewerNotes = false } = props;
  const idPrefix = useId();

  const handleSubmit = async (values: BotFormValues, helpers: FormikHelpers<BotFormValues>) => {
    try {
      await onSubmit(toBotData(values));
    } catch (error) {
      helpers.setErrors(serverFieldErrors(error));
    }
  };

  return (
    <SchemaForm<BotFormValues>
      schema={botDataSchema}
      initialValues={toFormValues(initialData)}
      toPayload={toBotData}
      fieldOf={botFieldOf}
      onSubmit={handleSubmit}
    >
      {({ isSubmitting }) => (
        <StyledFields>
          {onDirtyChange && <ReportDirty onDirtyChange={onDirtyChange} />}
          <AppIdFromInvite />
          {BOT_TEXT_FIELDS.map((config) => (
            <Fragment key={config.name}>
              <BotTextInput config={config} idPrefix={idPrefix} />
              {config.name === 'inviteUrl' && <InvitePermissionsPreview />}
              {config.name === 'discordAppId' && <DiscordDetailsSuggestion />}
            </Fragment>
          ))}
          <CategoryPicker idPrefix={idPrefix} />
          {withReviewerNotes && (
            <BotTextInput config={NOTES_FOR_REVIEWER_FIELD} idPrefix={idPrefix} />
          )}
          {footnote}
          <StyledActions>
            {onCancel && (
              <Button variant="secondary" onClick={onCancel} disabled={isSubmitting}>
                Cancel
              </Button>
            )}
            <Button type="submit" size="lg" block={!onCancel} disabled={isSubmitting}>
              {isSubmitting ? pendingLabel : submitLabel}
            </Button>
          </StyledActions>
        </StyledFields>
      )}
    </SchemaForm>
  );
}
