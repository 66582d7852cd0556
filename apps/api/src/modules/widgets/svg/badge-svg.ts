import { textWidth, xmlText } from './svg-text';
import { PALETTES, textOn, type WidgetTheme } from './widget-theme';

export const WIDGET_FONT = 'Verdana,Geneva,DejaVu Sans,sans-serif';
const PADDING = 12;

export interface BadgeParts {
  label: string;
  value: string;
  /** The value side's fill, `#rrggbb`. */
  color: string;
  theme: WidgetTheme;
}

/** A shields-style flat badge: the label on grey, the value on `color`; no script, no font file. */
export function badgeSvg({ label, value, color, theme }: BadgeParts): string {
  const labelWidth = Math.round(textWidth(label)) + PADDING;
  const valueWidth = Math.round(textWidth(value)) + PADDING;
  const width = labelWidth + valueWidth;
  const title = xmlText(`${label}: ${value}`);
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="20" viewBox="0 0 ${width} 20" role="img" aria-label="${title}">`,
    `<title>${title}</title>`,
    `<clipPath id="round"><rect width="${width}" height="20" rx="3"/></clipPath>`,
    `<g clip-path="url(#round)">`,
    `<rect width="${labelWidth}" height="20" fill="${PALETTES[theme].label}"/>`,
    `<rect x="${labelWidth}" width="${valueWidth}" height="20" fill="${color}"/>`,
    `</g>`,
    `<g text-anchor="middle" font-family="${WIDGET_FONT}" font-size="11">`,
    `<text x="${labelWidth / 2}" y="14" fill="#ffffff">${xmlText(label)}</text>`,
    `<text x="${labelWidth + valueWidth / 2}" y="14" fill="${textOn(color)}">${xmlText(value)}</text>`,
    `</g>`,
    `</svg>`,
  ].join('');
}
