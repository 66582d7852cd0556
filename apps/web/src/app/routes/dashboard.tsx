import { DashboardPage } from '@/features/dashboard/components/dashboard-page';
import { BotForm } from '@/features/submit/components/bot-form/bot-form';

/** The dashboard edits listings with the submit feature's form (features do not import each other). */
export default function DashboardRoute() {
  return <DashboardPage renderBotEditor={(props) => <BotForm {...props} />} />;
}
