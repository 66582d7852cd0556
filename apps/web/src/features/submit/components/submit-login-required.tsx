import { ShieldCheck } from 'lucide-react';
import { LoginPrompt } from '@/components/ui/login-prompt';

/** /submit when nobody is logged in. */
export function SubmitLoginRequired() {
  return (
    <LoginPrompt icon={<ShieldCheck />} title="Discord Login Required">
      You need to login with Discord to submit a bot. Discord OAuth verifies bot owners and prevents
      spam.
    </LoginPrompt>
  );
}
