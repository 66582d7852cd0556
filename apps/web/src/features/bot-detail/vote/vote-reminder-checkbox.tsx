import { Checkbox } from '@/components/ui/checkbox';
import { useAction } from '@/lib/use-action';
import { setVoteReminder, useMyVote } from '../api/vote-for-bot';

/** After a vote: be notified (bell, and Discord when set) once the next vote is possible. */
export function VoteReminderCheckbox({ botId }: { botId: number }) {
  const { data } = useMyVote(botId, true);
  const { isPending, run } = useAction();
  if (!data?.votedAt) return null;
  const enabled = data.reminder;
  const toggle = () =>
    run(() => setVoteReminder(botId, !enabled), {
      success: enabled ? 'Vote reminder off' : 'We will remind you when you can vote again',
      failure: 'Update Failed',
      fallback: 'Please try again.',
    });
  return (
    <Checkbox
      label="Remind me when I can vote again"
      checked={enabled}
      disabled={isPending}
      onChange={toggle}
    />
  );
}
