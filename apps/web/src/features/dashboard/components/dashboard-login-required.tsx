import { Lock } from 'lucide-react';
import { LoginPrompt } from '@/components/ui/login-prompt';

export function DashboardLoginRequired() {
  return (
    <LoginPrompt icon={<Lock />} title="Login Required">
      You need to be logged in with Discord to access your dashboard.
    </LoginPrompt>
  );
}
