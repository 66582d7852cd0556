import { PageContainer, PageTitle } from '@/components/ui/page';

export default function Route() {
  return (
    <PageContainer>
      <PageTitle>featured</PageTitle>
    </PageContainer>
  );
}
