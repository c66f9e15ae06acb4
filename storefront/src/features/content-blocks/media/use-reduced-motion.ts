import { useMediaQuery } from '../../../ui/media/use-media-query';

/** The shopper asked for less motion: no autoplaying video, no fades (follows the setting as it changes). */
export const useReducedMotion = (): boolean => useMediaQuery('(prefers-reduced-motion: reduce)', false);
