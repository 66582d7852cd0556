import { PageContainer, PageTitle } from '@/components/ui/page';

export default function Route() {
  return (
    <PageContainer>
      <PageTitle>new-releases</PageTitle>
    </PageContainer>
  );
}
