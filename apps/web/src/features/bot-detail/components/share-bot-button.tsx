import { Share2 } from 'lucide-react';
import type { BotPageView } from '@botdir/contracts';
import { Button } from '@/components/ui/button';
import { notify } from '@/components/ui/notify';
import { canonicalBotUrl } from '@/lib/bot-links';

/** Phones (a coarse pointer) get the system share sheet; desktops copy the link. */
const prefersShareSheet = () =>
  typeof navigator.share === 'function' && window.matchMedia?.('(pointer: coarse)').matches;

/** Share: the bot's canonical URL, by the Web Share API on phones, else to the clipboard. */
export function ShareBotButton({ bot }: { bot: BotPageView }) {
  const handleShare = async () => {
    const url = canonicalBotUrl(bot);
    if (prefersShareSheet()) {
      try {
        await navigator.share({ title: bot.name, url });
        return;
      } catch (error) {
        // The visitor closed the sheet: nothing to say. Any other failure falls back to copying.
        if (error instanceof DOMException && error.name === 'AbortError') return;
      }
    }
    try {
      await navigator.clipboard.writeText(url);
      notify.success('Link copied', url);
    } catch {
      notify.error('Could not copy the link', url);
    }
  };

  return (
    <Button variant="secondary" size="lg" onClick={() => void handleShare()}>
      <Share2 size={18} aria-hidden="true" />
      Share
    </Button>
  );
}
