import { useState } from 'react';
import { Dialog } from '@/components/ui/dialog';
import { Button } from '@/components/ui/button';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  description: string;
  confirmLabel: string;
  pendingLabel: string;
  /** The dialog closes when this settles; failures are reported by the caller. */
  onConfirm: () => Promise<void>;
  onClose: () => void;
}

/** A destructive action behind a second, explicit click. */
export function ConfirmDialog(props: ConfirmDialogProps) {
  const { open, title, description, confirmLabel, pendingLabel, onConfirm, onClose } = props;
  const [isPending, setIsPending] = useState(false);

  const handleConfirm = async () => {
    setIsPending(true);
    try {
      await onConfirm();
    } finally {
      setIsPending(false);
      onClose();
    }
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
