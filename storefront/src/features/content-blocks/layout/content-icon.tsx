import type { ContentPicture } from '../../../../../contracts/entities/content-media';
import { Picture } from '../../../ui/image/picture';

/** The icons content names (SVG paths on a 24x24 grid, stroked in the text colour). */
const PATHS: Readonly<Record<string, readonly string[]>> = {
  star: ['M12 3l2.8 5.8 6.2.9-4.5 4.4 1.1 6.2L12 17.4l-5.6 2.9 1.1-6.2L3 9.7l6.2-.9z'],
  gift: [
    'M4 11h16v9H4z',
    'M3 7h18v4H3z',
    'M12 7v13',
    'M12 7c-1.5-3-5-3.5-5-1s3 1 5 1c2 0 5 1.5 5-1s-3.5-2-5 1',
  ],
  truck: [
    'M3 6h11v10H3z',
    'M14 10h4l3 3v3h-7',
    'M7 19a2 2 0 100-4 2 2 0 000 4z',
    'M17 19a2 2 0 100-4 2 2 0 000 4z',
  ],
  calendar: ['M4 6h16v14H4z', 'M4 10h16', 'M8 3v5', 'M16 3v5'],
  check: ['M5 12l5 5 9-10'],
  return: ['M9 14L4 9l5-5', 'M4 9h11a5 5 0 010 10h-3'],
  leaf: ['M5 19c0-9 5-14 15-14 0 10-5 15-14 15', 'M5 19l8-8'],
  shield: ['M12 3l8 3v6c0 5-3.5 8-8 9-4.5-1-8-4-8-9V6z'],
  chat: ['M4 5h16v11H9l-5 4z'],
};
const FALLBACK = ['M12 12m-8 0a8 8 0 1016 0 8 8 0 10-16 0'];

/**
 * An icon from content: a name from the set above (an unknown name draws a plain circle, so the layout
 * holds) or a picture. Decorative: the item's title says what it means.
 */
export function ContentIcon({ icon, className }: { icon: string | ContentPicture; className?: string }) {
  if (typeof icon !== 'string')
    return (
      <Picture
        src={icon.url}
        alt=""
        width={icon.width ?? 64}
        height={icon.height ?? 64}
        className={className}
      />
    );
  return (
    <svg
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth={1.5}
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
      className={className}
      data-icon={icon}
    >
      {(PATHS[icon] ?? FALLBACK).map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
