import { useState } from 'react';
import styled from 'styled-components';
import { Link } from 'react-router-dom';
import { User } from 'lucide-react';
import { paths } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
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

const StyledHeader = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  justify-content: space-between;
  gap: ${({ theme }) => theme.space.sm};
  width: 100%;

  & > h2 {
    margin-bottom: 0;
  }
`;

/**
 * The dashboard's "Developer page" card: a link to the page and, on demand (the dashboard's first
 * view asks the api for nothing more), the switch that hides it.
 */
export function DeveloperPageCard() {
  const { user } = useAuthUser();
  const [isOpen, setIsOpen] = useState(false);
  if (!user) return null;

  return (
    <StyledCard as="section" aria-labelledby="developer-page-title">
      <StyledHeader>
        <CardTitle id="developer-page-title">
          <User size={18} aria-hidden="true" />
          Developer page
        </CardTitle>
        <Button
          variant="secondary"
          size="sm"
          aria-expanded={isOpen}
          aria-controls="developer-page-settings"
          onClick={() => setIsOpen((open) => !open)}
        >
          {isOpen ? 'Hide settings' : 'Visibility'}
        </Button>
      </StyledHeader>
      <StyledText>
        Your live bots and their totals, on one page linked from each of your bots.{' '}
        <Link to={paths.developer(user.id)}>View my developer page</Link>
      </StyledText>
      {isOpen && <DeveloperPageSwitch userId={user.id} />}
    </StyledCard>
  );
}

function DeveloperPageSwitch({ userId }: { userId: string }) {
  const { data, error } = useMyDeveloperPage(true);
  const { isPending, run } = useAction();
  // Until the api answers, no switch: a default drawn as the setting would be clicked as one.
  if (!data) {
    const text = error ? 'The setting could not be loaded. Please try again.' : 'Loading…';
    return (
      <StyledText id="developer-page-settings" role="status">
        {text}
      </StyledText>
    );
  }
  const shown = !data.hidden;

  const toggle = () =>
    run(() => setDeveloperPageHidden(userId, shown), {
      success: shown ? 'Developer page hidden' : 'Developer page shown',
      failure: 'Update Failed',
      fallback: 'Please try again.',
    });

  return (
    <div id="developer-page-settings">
      <Checkbox
        label="Show my developer page"
        checked={shown}
        disabled={isPending}
        onChange={toggle}
      />
    </div>
  );
}
