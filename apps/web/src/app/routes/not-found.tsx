import { Home } from 'lucide-react';
import { ButtonLink } from '@/components/ui/button';
import { EmptyState } from '@/components/ui/empty-state';
import { PageContainer } from '@/components/ui/page';
import { paths } from '@botdir/contracts';

export default function NotFoundRoute() {
  return (
    <PageContainer>
      <EmptyState
        title="404 Page Not Found"
        titleAs="h1"
        action={
          <ButtonLink to={paths.home()}>
            <Home size={16} aria-hidden="true" />
            Back to Home
          </ButtonLink>
        }
      >
        The page you are looking for does not exist or has moved.
      </EmptyState>
    </PageContainer>
  );
}
