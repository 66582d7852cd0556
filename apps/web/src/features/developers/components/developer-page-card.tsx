import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { User } from 'lucide-react';
import { paths } from '@botdir/contracts';
import { Card, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { useAuthUser } from '@/lib/auth';
import { useAction } from '@/lib/use-action';
import { setDeveloperPageHidden, useMyDeveloperPage } from '../api/my-developer-page';

const StyledCard = styled(Card)`
  margin-top: ${({ theme }) => theme.space.xl};
  display: grid;
  gap: ${({ theme }) => theme.space.md};
  justify-items: start;
`;

const StyledText = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.fontSizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

/** The dashboard's "Developer page" card: a link to the page and the switch that hides it. */
export function DeveloperPageCard() {
  const { user } = useAuthUser();
  const { data } = useMyDeveloperPage(user !== null);
  const { isPending, run } = useAction();
  if (!user) return null;
  const shown = data ? !data.hidden : true;

  const toggle = () =>
    run(() => setDeveloperPageHidden(user.id, shown), {
      success: shown ? 'Developer page hidden' : 'Developer page shown',
      failure: 'Update Failed',
      fallback: 'Please try again.',
    });

  return (
    <StyledCard as="section" aria-labelledby="developer-page-title">
      <CardTitle id="developer-page-title">
        <User size={18} aria-hidden="true" />
        Developer page
      </CardTitle>
      <StyledText>
        Your live bots and their totals, on one page linked from each of your bots.{' '}
        <Link to={paths.developer(user.id)}>View my developer page</Link>
      </StyledText>
      <Checkbox
        label="Show my developer page"
        checked={shown}
        disabled={!data || isPending}
        onChange={toggle}
      />
    </StyledCard>
  );
}
