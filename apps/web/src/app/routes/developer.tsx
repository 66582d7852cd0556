import { DeveloperPageView } from '@/features/developers/components/developer-page';

export default function DeveloperRoute() {
  return <DeveloperPageView />;
}
