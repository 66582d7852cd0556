import { BotDetailPage } from '@/features/bots/components/bot-detail-page';

export default function BotDetailRoute() {
  return <BotDetailPage />;
}
