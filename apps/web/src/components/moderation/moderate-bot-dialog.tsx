import { MODERATION_REASON, moderateBotSchema } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { FormTextArea } from '@/components/form/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { UNDO_SECONDS } from '@/lib/use-undoable';

/** What staff do to a published bot's listing. */
export type ModerationAction = 'unlist' | 'relist';

const WHAT: Record<ModerationAction, { verb: string; effect: string }> = {
  unlist: {
    verb: 'Unlist',
    effect: 'It leaves every public list and its page; its owner is notified with your reason.',
  },
  relist: {
    verb: 'Relist',
    effect: 'It is public again on every list; its owner is notified with your reason.',
  },
};

interface ModerateBotDialogProps {
  botName: string;
  /** The action to confirm; closed when null. */
  action: ModerationAction | null;
  /** The reason typed before (kept across Undo). */
  initialReason: string;
  onConfirm: (action: ModerationAction, reason: string) => void;
  onClose: () => void;
}

/** Names the bot, asks the reason the owner will read, and says Undo is offered. */
export function ModerateBotDialog(props: ModerateBotDialogProps) {
  const { botName, action, initialReason, onConfirm, onClose } = props;
  const what = action ? WHAT[action] : null;
  return (
    <Dialog
      open={action !== null}
      title={what ? `${what.verb} ${botName}?` : ''}
      description={what ? `${what.effect} You can undo for ${UNDO_SECONDS} seconds.` : undefined}
      onClose={onClose}
    >
      {action && what && (
        <SchemaForm
          schema={moderateBotSchema}
          initialValues={{ reason: initialReason }}
          onSubmit={async ({ reason }) => {
            onConfirm(action, reason.trim());
            onClose();
          }}
        >
          {() => (
            <>
              <FormTextArea
                id="moderation-reason"
                name="reason"
                label="Reason (shown to the owner)"
                rows={3}
                maxLength={MODERATION_REASON.max}
                required
              />
              <DialogFooter>
                <Button type="button" variant="secondary" onClick={onClose}>
                  Cancel
                </Button>
                <Button type="submit" variant={action === 'unlist' ? 'danger' : 'primary'}>
                  {what.verb} {botName}
                </Button>
              </DialogFooter>
            </>
          )}
        </SchemaForm>
      )}
    </Dialog>
  );
}
