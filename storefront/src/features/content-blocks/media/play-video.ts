import { logMediaProblem } from './media-log';

/** Starts a video; a refusal (the autoplay policy, a source that failed) is logged only, never shown. */
export function startVideo(video: HTMLVideoElement): void {
  try {
    const started = video.play();
    // Older engines answer undefined instead of a promise.
    started?.catch((error: unknown) => logMediaProblem('video autoplay refused', error));
  } catch (error) {
    logMediaProblem('video autoplay refused', error);
  }
}
