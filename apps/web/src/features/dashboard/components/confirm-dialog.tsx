import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';
import { useAction, type ActionToasts } from '@/lib/use-action';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  /** The dialog closes when this settles, with the success or failure toast. */
  onConfirm: () => Promise<unknown>;
  toasts: ActionToasts<unknown>;
  onClose: () => void;
}

/** A destructive action behind a second, explicit click. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, description, confirmLabel, pendingLabel, onConfirm, onClose } = props;
  const { isPending, run } = useAction();

  const handleConfirm = async () => {
    await run(onConfirm, props.toasts);
    onClose();
  };

  return (
    <Dialog
      open={open}
      title={title}
      description={description}
      onClose={isPending ? () => undefined : onClose}
      footer={
        <>
          <Button variant="secondary" onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button variant="danger" onClick={() => void handleConfirm()} disabled={isPending}>
            {isPending ? pendingLabel : confirmLabel}
          </Button>
        </>
      }
    />
  );
}
