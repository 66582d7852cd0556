import type { ReactNode } from 'react';
import type { BotData } from '@botdir/contracts';

/**
 * The bot listing form, supplied by the route module (features do not import each other).
 * It rejects `onSubmit` failures to stay open and shows API field errors itself.
 */
export interface BotEditorProps {
  initialData: BotData;
  submitLabel: string;
  pendingLabel: string;
  onSubmit: (data: BotData) => Promise<void>;
  onCancel: () => void;
}

export type RenderBotEditor = (props: BotEditorProps) => ReactNode;
