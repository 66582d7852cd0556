import { ApiDocsPage } from '@/features/docs/components/api-docs-page';

export default function ApiDocsRoute() {
  return <ApiDocsPage />;
}
