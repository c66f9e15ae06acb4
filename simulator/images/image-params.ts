import { type Failure, failure, isFailure } from '../domain/failure';

/**
 * The image server's query parameters (spec 000 section 9: "Image URLs are requested at double width and
 * height, sharpen 60 by default, format auto, quality 50"). Offline every format is answered as SVG and
 * sharpen and quality change nothing, but a value the real image server would refuse is refused here too.
 */
export interface ImageParams {
  readonly wid?: number;
  readonly hei?: number;
  readonly sharpen?: number;
  readonly fmt?: ImageFormat;
  readonly qlt?: number;
}

const IMAGE_FORMATS = ['auto', 'png', 'jpg', 'webp', 'svg'] as const;
type ImageFormat = (typeof IMAGE_FORMATS)[number];

const INTEGER_RANGES = {
  wid: [1, 4000],
  hei: [1, 4000],
  sharpen: [0, 100],
  qlt: [1, 100],
} as const;

type IntegerParam = keyof typeof INTEGER_RANGES;

const invalid = (name: string, expected: string): Failure =>
  failure('API400', `query.${name}: must be ${expected}`);

function integerParam(query: URLSearchParams, name: IntegerParam): number | undefined | Failure {
  const values = query.getAll(name);
  if (values.length === 0) return undefined;
  const [min, max] = INTEGER_RANGES[name];
  const expected = `an integer from ${min} to ${max}`;
  const [text] = values;
  if (values.length > 1 || text === undefined || !/^\d{1,5}$/.test(text)) return invalid(name, expected);
  const value = Number(text);
  return value < min || value > max ? invalid(name, expected) : value;
}

/** The parameters, or API400 naming the first one that is wrong. Unknown parameters are ignored, as a CDN does. */
export function parseImageParams(query: URLSearchParams): ImageParams | Failure {
  const value: { -readonly [K in keyof ImageParams]: ImageParams[K] } = {};
  for (const name of Object.keys(INTEGER_RANGES) as IntegerParam[]) {
    const parsed = integerParam(query, name);
    if (isFailure(parsed)) return parsed;
    if (parsed !== undefined) value[name] = parsed;
  }
  const formats = query.getAll('fmt');
  if (formats.length > 0) {
    const [fmt] = formats;
    const known = IMAGE_FORMATS.find((f) => f === fmt);
    if (formats.length > 1 || !known) return invalid('fmt', `one of ${IMAGE_FORMATS.join(', ')}`);
    value.fmt = known;
  }
  return value;
}
