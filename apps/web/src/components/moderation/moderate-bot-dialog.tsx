import { MODERATION_REASON, moderateBotSchema, unlistBotSchema } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { Dialog, DialogFooter } from '@/components/ui/dialog';
import { FormTextArea } from '@/components/form/form-fields';
import { SchemaForm } from '@/components/form/schema-form';
import { UNDO_SECONDS } from '@/lib/use-undoable';
import { CannedReasonPicker } from './canned-reason-picker';

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
  /** Offer the canned unlist reasons (when the route sending the decision takes `reasonIds`). */
  offerCannedReasons?: boolean;
  /** The canned reasons picked before (kept across Undo). */
  initialReasonIds?: string[];
  onConfirm: (action: ModerationAction, reason: string, reasonIds: string[]) => void;
  onClose: () => void;
}

/**
 * Names the bot, asks the reason the owner will read (an unlisting may take canned reasons instead
 * of text, or both), and says Undo is offered.
 */
export function ModerateBotDialog(props: ModerateBotDialogProps) {
  const { botName, action, initialReason, onConfirm, onClose } = props;
  const what = action ? WHAT[action] : null;
  const withReasons = action === 'unlist' && props.offerCannedReasons === true;
  return (
    <Dialog
      open={action !== null}
      title={what ? `${what.verb} ${botName}?` : ''}
      description={what ? `${what.effect} You can undo for ${UNDO_SECONDS} seconds.` : undefined}
      onClose={onClose}
    >
      {action && what && (
        <SchemaForm
          schema={withReasons ? unlistBotSchema : moderateBotSchema}
          initialValues={{ reason: initialReason, reasonIds: props.initialReasonIds ?? [] }}
          toPayload={({ reason, reasonIds }) => (withReasons ? { reason, reasonIds } : { reason })}
          onSubmit={async ({ reason, reasonIds }) => {
            onConfirm(action, reason.trim(), withReasons ? reasonIds : []);
            onClose();
          }}
        >
          {() => (
            <>
              {withReasons && (
                <CannedReasonPicker kind="unlist" legend="Unlist reasons" startOpen />
              )}
              <FormTextArea
                id="moderation-reason"
                name="reason"
                label="Reason (shown to the owner)"
                hint={withReasons ? 'Optional when you pick a canned reason.' : undefined}
                rows={3}
                maxLength={MODERATION_REASON.max}
                required={!withReasons}
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
