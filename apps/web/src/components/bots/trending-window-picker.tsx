import type { TrendingWindow } from '@botdir/contracts';
import { ChoiceGroup, type Choice } from '../ui/choice-group';

const WINDOWS: Choice<TrendingWindow>[] = [
  { value: 'week', label: 'Weekly' },
  { value: 'month', label: 'Monthly' },
  { value: 'all', label: 'All Time' },
];

/** The windows in order; the first is the default (and is left out of the URL). */
export const TRENDING_WINDOWS: readonly TrendingWindow[] = WINDOWS.map((option) => option.value);

interface TrendingWindowPickerProps {
  value: TrendingWindow;
  onChange: (window: TrendingWindow) => void;
}

/** Weekly / Monthly / All Time: which invite clicks (or votes) count towards trending. */
export function TrendingWindowPicker({ value, onChange }: TrendingWindowPickerProps) {
  return (
    <ChoiceGroup label="Trending period" choices={WINDOWS} value={value} onChange={onChange} />
  );
}
