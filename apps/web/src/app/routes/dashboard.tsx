import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { DiscordNotificationsCard } from '@/features/discord-notifications/components/discord-notifications-card';
import { DeveloperPageCard } from '@/features/developers/components/developer-page-card';

/** The dashboard, with the owner's settings that live in features of their own below it. */
export default function DashboardRoute() {
  return (
    <DashboardPage
      settings={
        <>
          <DiscordNotificationsCard />
          <DeveloperPageCard />
        </>
      }
    />
  );
}
