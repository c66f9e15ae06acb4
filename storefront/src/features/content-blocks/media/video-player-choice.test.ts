import { describe, expect, it } from 'vitest';
import { videoBlock } from '../../../../../contracts/entities/content-blocks-media';
import { chooseVideoPlayer } from './video-player-choice';

const video = (fields: Record<string, unknown>) =>
  videoBlock.parse({
    type: 'video',
    id: 'v1',
    media: { small: { type: 'video', url: 'https://videos.summitpeak.example/v.mp4' } },
    ...fields,
  });
const asset = { cloudName: 'summitpeak', publicId: 'brand/v' };

describe('which player a video gets (spec 001 section 9)', () => {
  it('a video longer than 30 seconds with a cloud asset: the cloud player when its flag is on', () => {
    expect(chooseVideoPlayer(video({ duration: 31, cloudinaryAsset: asset }), true)).toEqual({
      kind: 'cloud',
      asset,
    });
    expect(chooseVideoPlayer(video({ duration: 31, cloudinaryAsset: asset }), false)).toEqual({
      kind: 'default',
    });
  });

  it('30 seconds or less, no duration, or no asset: the default player', () => {
    expect(chooseVideoPlayer(video({ duration: 30, cloudinaryAsset: asset }), true).kind).toBe('default');
    expect(chooseVideoPlayer(video({ cloudinaryAsset: asset }), true).kind).toBe('default');
    expect(chooseVideoPlayer(video({ duration: 95 }), true).kind).toBe('default');
  });

  it('a YouTube link: the embed, whatever its length', () => {
    const youtube = video({
      media: { small: { type: 'video', url: 'https://youtu.be/dQw4w9WgXcQ' } },
      duration: 95,
      cloudinaryAsset: asset,
    });
    expect(chooseVideoPlayer(youtube, true)).toEqual({ kind: 'youtube', videoId: 'dQw4w9WgXcQ' });
  });

  it('media that is a picture: no player', () => {
    const still = video({
      media: { small: { type: 'image', url: 'https://images.summitpeak.example/a.jpg' } },
    });
    expect(chooseVideoPlayer(still, true).kind).toBe('none');
  });
});
