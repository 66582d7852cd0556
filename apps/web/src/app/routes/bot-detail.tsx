import { BotDetailPage } from '@/features/bot-detail/components/bot-detail-page';

export default function BotDetailRoute() {
  return <BotDetailPage />;
}
