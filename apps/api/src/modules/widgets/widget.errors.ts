import { invalidInput } from '@botdir/contracts';
import { WIDGET_KINDS } from './svg/widget-bot';

export const WIDGET = { UNKNOWN_KIND: 'WIDGET.UNKNOWN_KIND' } as const;

export const widgetErrors = {
  unknownKind: () =>
    invalidInput(
      WIDGET.UNKNOWN_KIND,
      `There is no such widget: badges are ${WIDGET_KINDS.map((kind) => `${kind}.svg`).join(', ')}.`,
    ),
};
