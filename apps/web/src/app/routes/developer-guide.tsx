import { DeveloperGuidePage } from '@/features/docs/components/developer-guide-page';

export default function DeveloperGuideRoute() {
  return <DeveloperGuidePage />;
}
