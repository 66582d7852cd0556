import { useState, type ReactNode } from 'react';
import type { BotData } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { BotForm, type BotFormProps } from './bot-form';

interface BotFormDialogProps extends Omit<
  BotFormProps,
  'onCancel' | 'onDirtyChange' | 'initialData'
> {
  /** The bot to edit; the dialog is open while it is not null. */
  initialData: BotData | null;
  title: string;
  description?: string;
  /** Shown above the form (e.g. the review notes to address). */
  intro?: ReactNode;
  onClose: () => void;
}

/**
 * The bot form in a dialog. Escape, the close button, the overlay and Cancel leave at once while
 * nothing changed; with unsaved edits they ask "Discard changes?" first.
 */
export function BotFormDialog(props: BotFormDialogProps) {
  const { initialData, title, description, intro, onClose, ...form } = props;
  const open = initialData !== null;
  const [dirty, setDirty] = useState(false);
  const [asking, setAsking] = useState(false);

  const close = () => {
    setDirty(false);
    setAsking(false);
    onClose();
  };
  const requestClose = () => (dirty ? setAsking(true) : close());

  return (
    <>
      <Dialog open={open} title={title} description={description} onClose={requestClose}>
        {intro}
        {initialData && (
          <BotForm
            {...form}
            initialData={initialData}
            onCancel={requestClose}
            onDirtyChange={setDirty}
          />
        )}
      </Dialog>
      <Dialog
        open={open && asking}
        title="Discard changes?"
        description="Your edits to this bot have not been saved. Leaving now throws them away."
        onClose={() => setAsking(false)}
        footer={
          <>
            <Button variant="secondary" onClick={() => setAsking(false)}>
              Keep editing
            </Button>
            <Button variant="danger" onClick={close}>
              Discard changes
            </Button>
          </>
        }
      />
    </>
  );
}
