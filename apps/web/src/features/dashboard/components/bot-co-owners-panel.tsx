import styled from 'styled-components';
import { coOwnerSchema, transferOwnershipSchema, type UserBotView } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/form/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useAction } from '@/lib/use-action';
import { answerTransfer, changeCoOwner, offerTransfer } from '../api/co-owners';

const StyledSection = styled.section`
  display: grid;
  gap: ${({ theme }) => theme.space.sm};
`;

const StyledRow = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: flex-end;
  gap: ${({ theme }) => theme.space.sm};

  & > :first-child {
    flex: 1 1 12rem;
    min-width: 0;
  }
`;

const StyledList = styled.ul`
  display: grid;
  gap: ${({ theme }) => theme.space.xs};
  margin: 0;
  padding: 0;
  list-style: none;
`;

type Bot = Pick<UserBotView, 'id' | 'name' | 'role' | 'coOwnerIds' | 'transferOfferedTo'>;

/** One user id field and its button: adds a co-owner, or offers the bot. */
function UserIdForm(props: {
  bot: Bot;
  field: 'userId' | 'toUserId';
  label: string;
  button: string;
  onSend: (userId: string) => Promise<void>;
  success: string;
}) {
  const { bot, field, label, button, onSend, success } = props;
  const { isPending, run } = useAction();
  const schema = field === 'userId' ? coOwnerSchema : transferOwnershipSchema;
  return (
    <SchemaForm<Record<string, string>>
      schema={schema}
      initialValues={{ [field]: '' }}
      toPayload={(values) => ({ [field]: (values[field] ?? '').trim() })}
      aria-label={`${button} for ${bot.name}`}
      onSubmit={async (values, form) => {
        const userId = (values[field] ?? '').trim();
        const done = await run(
          () => onSend(userId),
          { success, failure: `Could not ${button.toLowerCase()}` },
          { helpers: form, inlineField: field },
        );
        if (done) form.resetForm();
      }}
    >
      {() => (
        <StyledRow>
          <FormTextField
            id={`${field}-${bot.id}`}
            name={field}
            label={label}
            inputMode="numeric"
            autoComplete="off"
          />
          <Button type="submit" variant="secondary" size="sm" disabled={isPending}>
            {button}
          </Button>
        </StyledRow>
      )}
    </SchemaForm>
  );
}

/**
 * Who holds the bot: the main owner adds and removes co-owners and offers the bot to someone;
 * the user it is offered to accepts or declines here.
 */
export function BotCoOwnersPanel({ bot }: { bot: Bot }) {
  const { isPending, run } = useAction();
  const answer = (choice: 'accept' | 'cancel', success: string) =>
    run(() => answerTransfer(bot.id, choice), { success, failure: 'Could not answer the offer' });

  if (bot.role === 'offered') {
    return (
      <StyledSection aria-label={`Ownership offer of ${bot.name}`}>
        <p>{bot.name} is offered to you.</p>
        <StyledRow>
          <Button size="sm" disabled={isPending} onClick={() => answer('accept', 'You own it now')}>
            Accept ownership
          </Button>
          <Button
            variant="secondary"
            size="sm"
            disabled={isPending}
            onClick={() => answer('cancel', 'Offer declined')}
          >
            Decline
          </Button>
        </StyledRow>
      </StyledSection>
    );
  }
  if (bot.role !== 'owner') return null;
  return (
    <StyledSection aria-label={`Co-owners of ${bot.name}`}>
      <strong>Co-owners</strong>
      <StyledList>
        {bot.coOwnerIds.map((userId) => (
          <li key={userId}>
            <StyledRow>
              <code>{userId}</code>
              <Button
                variant="secondary"
                size="sm"
                disabled={isPending}
                aria-label={`Remove co-owner ${userId}`}
                onClick={() =>
                  run(() => changeCoOwner(bot.id, userId, 'remove'), {
                    success: 'Co-owner removed',
                    failure: 'Could not remove the co-owner',
                  })
                }
              >
                Remove
              </Button>
            </StyledRow>
          </li>
        ))}
      </StyledList>
      <UserIdForm
        bot={bot}
        field="userId"
        label="Co-owner's Discord user id"
        button="Add co-owner"
        success="Co-owner added"
        onSend={(userId) => changeCoOwner(bot.id, userId, 'add')}
      />
      {bot.transferOfferedTo ? (
        <StyledRow>
          <p>Offered to {bot.transferOfferedTo}, waiting for them to accept.</p>
          <Button
            variant="secondary"
            size="sm"
            disabled={isPending}
            onClick={() => answer('cancel', 'Offer withdrawn')}
          >
            Withdraw offer
          </Button>
        </StyledRow>
      ) : (
        <UserIdForm
          bot={bot}
          field="toUserId"
          label="Transfer to (Discord user id)"
          button="Offer ownership"
          success="Ownership offered"
          onSend={(userId) => offerTransfer(bot.id, userId)}
        />
      )}
    </StyledSection>
  );
}
