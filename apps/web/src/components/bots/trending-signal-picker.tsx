import type { TrendingSignal } from '@botdir/contracts';
import { ChoiceGroup, type Choice } from '../ui/choice-group';

const SIGNALS: Choice<TrendingSignal>[] = [
  { value: 'invites', label: 'Invites' },
  { value: 'votes', label: 'Votes' },
];

/** The signals in order; the first is the default (and is left out of the URL). */
export const TRENDING_SIGNAL_CHOICES: readonly TrendingSignal[] = SIGNALS.map((s) => s.value);

interface TrendingSignalPickerProps {
  value: TrendingSignal;
  onChange: (signal: TrendingSignal) => void;
}

/** Invites / Votes: what trending counts within the period. */
export function TrendingSignalPicker({ value, onChange }: TrendingSignalPickerProps) {
  return <ChoiceGroup label="Trending by" choices={SIGNALS} value={value} onChange={onChange} />;
}
