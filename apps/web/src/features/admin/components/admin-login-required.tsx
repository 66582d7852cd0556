import { ShieldAlert } from 'lucide-react';
import { LoginPrompt } from '@/components/ui/login-prompt';

export function AdminLoginRequired() {
  return (
    <LoginPrompt icon={<ShieldAlert />} title="Authentication Required">
      Please login with Discord to access the admin dashboard.
    </LoginPrompt>
  );
}
