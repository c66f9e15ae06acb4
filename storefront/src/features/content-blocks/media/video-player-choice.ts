import {
  CLOUD_PLAYER_MIN_DURATION_SECONDS,
  type VideoBlock,
} from '../../../../../contracts/entities/content-blocks-media';
import type { CloudinaryAsset } from '../../../../../contracts/entities/content-media';
import { youTubeVideoId } from './media-sources';

/** Which player a video block gets. */
export type VideoPlayerChoice =
  | { readonly kind: 'youtube'; readonly videoId: string }
  | { readonly kind: 'cloud'; readonly asset: CloudinaryAsset }
  | { readonly kind: 'default' }
  /** The block's media holds no video: its picture shows. */
  | { readonly kind: 'none' };

/**
 * Spec 001 section 9: a YouTube link plays through the embed; a video longer than 30 seconds uses the cloud
 * player when its flag is on and the asset has a cloud name and a public id; any other video the default
 * player.
 */
export function chooseVideoPlayer(block: VideoBlock, cloudPlayerOn: boolean): VideoPlayerChoice {
  if (block.media.small.type !== 'video') return { kind: 'none' };
  const videoId = youTubeVideoId(block.media.small.url);
  if (videoId) return { kind: 'youtube', videoId };
  const long = (block.duration ?? 0) > CLOUD_PLAYER_MIN_DURATION_SECONDS;
  if (cloudPlayerOn && long && block.cloudinaryAsset) return { kind: 'cloud', asset: block.cloudinaryAsset };
  return { kind: 'default' };
}
