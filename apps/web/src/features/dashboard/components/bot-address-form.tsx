import styled from 'styled-components';
import { changeBotSlugSchema, paths } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { FormTextField } from '@/components/form/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { useAction } from '@/lib/use-action';
import { changeBotSlug } from '../api/change-bot-slug';

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

interface SlugValues {
  slug: string;
}

/** Typed as the owner likes; sent as the api stores it. */
const toPayload = ({ slug }: SlugValues) => ({ slug: slug.trim().toLowerCase() });

interface BotAddressFormProps {
  bot: { id: number; name: string; slug: string | null };
}

/** The bot's address `/bot/{slug}`: the owner changes it here; the old one keeps redirecting. */
export function BotAddressForm({ bot }: BotAddressFormProps) {
  const { isPending, run } = useAction();
  return (
    <SchemaForm<SlugValues>
      key={bot.slug ?? 'none'}
      schema={changeBotSlugSchema}
      initialValues={{ slug: bot.slug ?? '' }}
      toPayload={toPayload}
      aria-label={`Address of ${bot.name}`}
      onSubmit={async (values, form) => {
        const { slug } = toPayload(values);
        await run(
          () => changeBotSlug(bot.id, slug),
          { success: 'Address saved', failure: 'Could not change the address' },
          { helpers: form, inlineField: 'slug' },
        );
      }}
    >
      {() => (
        <StyledRow>
          <FormTextField
            id={`bot-slug-${bot.id}`}
            name="slug"
            label="Bot address"
            autoComplete="off"
            spellCheck={false}
            hint={`Now ${paths.bot(bot)}. Lower-case letters, digits and hyphens; the old address keeps working.`}
          />
          <Button type="submit" variant="secondary" size="sm" disabled={isPending}>
            Save address
          </Button>
        </StyledRow>
      )}
    </SchemaForm>
  );
}
