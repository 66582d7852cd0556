import styled from 'styled-components';
import { useFormikContext } from 'formik';
import { isDiscordInviteUrl } from '@botdir/contracts';
import { InvitePermissions } from '@/components/permissions/invite-permissions';
import type { BotFormValues } from './bot-form-values';

const StyledPreview = styled.section`
  padding: ${({ theme }) => theme.space.md};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
`;

// Not a heading: the form sits under an h1 on /submit and an h2 in the edit dialog.
const StyledTitle = styled.p`
  margin-bottom: ${({ theme }) => theme.space.sm};
  font-size: ${({ theme }) => theme.fontSizes.sm};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
`;

/** The invite URL's permissions decoded as the owner types, as visitors and reviewers will see them. */
export function InvitePermissionsPreview() {
  const { values } = useFormikContext<BotFormValues>();
  const inviteUrl = values.inviteUrl.trim();
  if (!isDiscordInviteUrl(inviteUrl)) return null;
  return (
    <StyledPreview aria-label="Invite permissions">
      <StyledTitle>What this invite asks for</StyledTitle>
      <InvitePermissions inviteUrl={inviteUrl} />
    </StyledPreview>
  );
}
