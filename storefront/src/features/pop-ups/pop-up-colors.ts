/** WCAG's minimum contrast for normal text (1.4.3, level AA). */
export const MIN_CONTRAST = 4.5;

/** #RGB, #RRGGBB or #RRGGBBAA (the contract's cssColor) as 0-255 channels; alpha is ignored. */
function channels(hex: string): [number, number, number] | undefined {
  const digits = hex.replace('#', '');
  const full = digits.length === 3 ? [...digits].map((d) => d + d).join('') : digits.slice(0, 6);
  if (!/^[0-9a-fA-F]{6}$/.test(full)) return undefined;
  return [0, 2, 4].map((i) => Number.parseInt(full.slice(i, i + 2), 16)) as [number, number, number];
}

const linear = (c: number) => {
  const s = c / 255;
  return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
};

const luminance = ([r, g, b]: [number, number, number]) =>
  0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);

/** The WCAG contrast ratio of two hex colours (1 to 21), or undefined when one is not a colour. */
export function contrastRatio(a: string, b: string): number | undefined {
  const ca = channels(a);
  const cb = channels(b);
  if (!ca || !cb) return undefined;
  const [light, dark] = [luminance(ca), luminance(cb)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

export interface PopUpColors {
  readonly background?: string;
  readonly title?: string;
  readonly disclaimer?: string;
}

/** The theme's surface and text (tokens.css), what the pop-up shows without readable content colours. */
const THEME = { background: '#FFFFFF', text: '#15171A' } as const;

const readableOn = (color: string | undefined, background: string) =>
  color !== undefined && (contrastRatio(color, background) ?? 0) >= MIN_CONTRAST;

/**
 * The content's colours where they are readable (WCAG AA): a background the title cannot be read on (in
 * its own colour or, without one, the theme's text) is dropped for the theme's; a title or disclaimer
 * colour without enough contrast on the background kept falls back to the theme's text.
 */
export function readablePopUpColors(content: {
  readonly backgroundColor?: string | undefined;
  readonly titleColor?: string | undefined;
  readonly disclaimerColor?: string | undefined;
}): PopUpColors {
  const given = content.backgroundColor;
  const keep = given !== undefined && readableOn(content.titleColor ?? THEME.text, given);
  const background = keep ? given : THEME.background;
  const title = readableOn(content.titleColor, background) ? content.titleColor : undefined;
  const disclaimer = readableOn(content.disclaimerColor, background) ? content.disclaimerColor : undefined;
  return {
    ...(keep ? { background } : {}),
    ...(title ? { title } : {}),
    ...(disclaimer ? { disclaimer } : {}),
  };
}
