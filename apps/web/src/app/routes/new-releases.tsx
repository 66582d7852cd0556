import { NewReleasesPage } from '@/features/browse/components/new-releases-page';

export default function NewReleasesRoute() {
  return <NewReleasesPage />;
}
