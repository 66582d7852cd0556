import { Card } from '@/components/ui/card';
import { Tabs } from '@/components/ui/tabs';
import { BotHistory } from './bot-history';
import { ReportBotForm } from './report-bot-form';

/** History (the bot's public life) and Report, below the bot's details. */
export function BotExtraTabs({ botId }: { botId: number }) {
  return (
    <Card id="history">
      <Tabs
        label="More about this bot"
        tabs={[
          { id: 'history', label: 'History', content: <BotHistory botId={botId} /> },
          { id: 'report', label: 'Report', content: <ReportBotForm botId={botId} /> },
        ]}
      />
    </Card>
  );
}
