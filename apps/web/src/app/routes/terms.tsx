import { TermsPage } from '@/features/docs/components/terms-page';

export default function TermsRoute() {
  return <TermsPage />;
}
