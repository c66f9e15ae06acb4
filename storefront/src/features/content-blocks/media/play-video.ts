import { logMediaProblem } from './media-log';

/**
 * Starts a video; a refusal (the autoplay policy, a source that cannot play) is logged only, never shown,
 * naming the source. A start interrupted by a pause or a new source (AbortError: the video left the screen
 * before it began) is what was asked for, not a problem.
 */
export function startVideo(video: HTMLVideoElement): void {
  const refused = (error: unknown) => {
    if (error instanceof DOMException && error.name === 'AbortError') return;
    logMediaProblem(`video did not play (${video.currentSrc || video.src || 'no source'})`, error);
  };
  try {
    // Older engines answer undefined instead of a promise.
    video.play()?.catch(refused);
  } catch (error) {
    refused(error);
  }
}
