import { useEffect, useState } from 'react';
import styled from 'styled-components';
import { useFormikContext } from 'formik';
import { isDiscordId } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { apiGet } from '@/lib/api-client';
import { useDebouncedValue } from '@/lib/use-debounced-value';
import type { BotFormValues } from './bot-form-values';

/** `GET /api/discord/applications/:id` (docs/rules.md, "Details from Discord"). */
type DiscordDetails =
  | { kind: 'found'; name: string; avatarUrl: string | null; description: string }
  | { kind: 'missing' | 'no-bot' | 'not-public' | 'unreachable'; message: string };

const StyledSuggestion = styled.section`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.space.sm};
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow-wrap: anywhere;
`;

const StyledAvatar = styled.img`
  width: 40px;
  height: 40px;
  border-radius: 50%;
`;

const StyledText = styled.p`
  flex: 1 1 12rem;
  min-width: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
`;

const StyledReason = styled.p`
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** Discord's answer for the form's application id, once the id has stopped changing. */
function useDiscordDetails(applicationId: string): DiscordDetails | null {
  const id = useDebouncedValue(applicationId.trim(), 500);
  const [details, setDetails] = useState<{ id: string; answer: DiscordDetails } | null>(null);
  useEffect(() => {
    if (!isDiscordId(id)) return;
    let current = true;
    apiGet<DiscordDetails>(`/api/discord/applications/${id}`)
      .then((answer) => current && setDetails({ id, answer }))
      .catch(() => undefined); // only a suggestion: the form works without it
    return () => {
      current = false;
    };
  }, [id]);
  return details && details.id === applicationId.trim() ? details.answer : null;
}

/**
 * Offers the name, avatar and short description Discord has for the application (entered, or taken
 * from a pasted invite); using them fills the fields, which stay editable.
 */
export function DiscordDetailsSuggestion() {
  const { values, setFieldValue } = useFormikContext<BotFormValues>();
  const details = useDiscordDetails(values.discordAppId);
  if (!details) return null;
  if (details.kind !== 'found') {
    return (
      <StyledReason role="status" aria-label="Details from Discord">
        {details.message}
      </StyledReason>
    );
  }
  const use = () => {
    void setFieldValue('name', details.name);
    if (details.avatarUrl) void setFieldValue('avatar', details.avatarUrl);
    if (details.description) void setFieldValue('shortDescription', details.description);
  };
  return (
    <StyledSuggestion aria-label="Details from Discord">
      {details.avatarUrl && <StyledAvatar src={details.avatarUrl} alt="" />}
      <StyledText>
        <strong>{details.name}</strong>
        {details.description && <> · {details.description}</>}
      </StyledText>
      <Button variant="secondary" onClick={use}>
        Use Discord&rsquo;s details
      </Button>
    </StyledSuggestion>
  );
}
