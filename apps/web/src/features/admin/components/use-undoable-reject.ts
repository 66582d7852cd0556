import { useState } from 'react';
import { notify } from '@/components/ui/notify';
import type { ReviewableSubmission } from './parse-submissions';

/** How long a confirmed rejection waits, with Undo offered, before it is sent. */
export const UNDO_SECONDS = 10;

/**
 * Confirmed rejections wait UNDO_SECONDS before `send` runs; meanwhile the card is held out of the
 * queue and the toast offers Undo, which cancels the command before it ever leaves the browser.
 */
export function useUndoableReject(
  send: (entry: ReviewableSubmission, notes: string) => Promise<void>,
) {
  const [held, setHeld] = useState<ReadonlySet<string>>(new Set());
  const release = (id: string) =>
    setHeld((current) => new Set([...current].filter((other) => other !== id)));

  const schedule = (entry: ReviewableSubmission, notes: string) => {
    const id = entry.submission.id;
    setHeld((current) => new Set([...current, id]));
    const timer = window.setTimeout(() => {
      void send(entry, notes).finally(() => release(id));
    }, UNDO_SECONDS * 1000);
    notify.withAction(
      `Rejecting ${entry.bot.name}`,
      `The rejection is sent in ${UNDO_SECONDS} seconds.`,
      {
        label: 'Undo',
        duration: UNDO_SECONDS * 1000,
        onClick: () => {
          window.clearTimeout(timer);
          release(id);
          notify.success('Rejection undone', `${entry.bot.name} is back in the queue.`);
        },
      },
    );
  };

  return { held, schedule };
}
