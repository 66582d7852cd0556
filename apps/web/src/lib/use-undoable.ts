import { useState } from 'react';
import { notify } from '@/components/ui/notify';

/** How long a confirmed staff action waits, with Undo offered, before it is sent. */
export const UNDO_SECONDS = 10;

export interface UndoableAction {
  /** What the action is held under while it waits (a card kept out of its list). */
  key: string;
  /** The toast while it waits: "Rejecting Doomed Bot". */
  title: string;
  /** The toast after Undo: "Rejection undone". */
  undoneTitle: string;
  undoneText: string;
  send: () => Promise<unknown>;
  /** Called on Undo, e.g. to give back what was typed. */
  onUndo?: () => void;
}

/**
 * Staff actions (approve, reject, unlist, relist) wait UNDO_SECONDS before they are sent;
 * meanwhile their key is held and the toast offers Undo, which cancels the command before it
 * ever leaves the browser. One window for every action, so they all behave alike.
 */
export function useUndoable() {
  const [held, setHeld] = useState<ReadonlySet<string>>(new Set());
  const release = (key: string) =>
    setHeld((current) => new Set([...current].filter((other) => other !== key)));

  const schedule = ({ key, title, undoneTitle, undoneText, send, onUndo }: UndoableAction) => {
    setHeld((current) => new Set([...current, key]));
    const timer = window.setTimeout(() => {
      void send().finally(() => release(key));
    }, UNDO_SECONDS * 1000);
    notify.withAction(title, `It is sent in ${UNDO_SECONDS} seconds.`, {
      label: 'Undo',
      duration: UNDO_SECONDS * 1000,
      onClick: () => {
        window.clearTimeout(timer);
        release(key);
        onUndo?.();
        notify.success(undoneTitle, undoneText);
      },
    });
  };

  return { held, schedule };
}
