import { NewReleasesPage } from '@/features/bots/components/new-releases-page';

export default function NewReleasesRoute() {
  return <NewReleasesPage />;
}
