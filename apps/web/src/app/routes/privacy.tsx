import { PrivacyPage } from '@/features/docs/components/privacy-page';

export default function PrivacyRoute() {
  return <PrivacyPage />;
}
