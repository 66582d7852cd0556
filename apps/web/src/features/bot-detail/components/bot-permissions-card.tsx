import { ShieldAlert } from 'lucide-react';
import { Card, CardTitle } from '@/components/ui/card';
import { InvitePermissions } from '@/components/permissions/invite-permissions';

/** What inviting the bot grants it, before anyone clicks Invite. */
export function BotPermissionsCard({ inviteUrl }: { inviteUrl: string }) {
  return (
    <Card as="section" aria-label="Permissions">
      <CardTitle>
        <ShieldAlert size={20} aria-hidden="true" />
        Permissions
      </CardTitle>
      <InvitePermissions inviteUrl={inviteUrl} />
    </Card>
  );
}
