import { useId } from 'react';
import { useFeature } from '../../../config/site-config-provider';
import { useIntl } from '../../../i18n/intl';
import type { BlockOfType, BlockProps } from '../block-props';
import { blockColorStyle } from '../block-style';
import { ContentMedia } from '../content-media';
import { CloudVideoPlayer } from './cloud-video-player';
import { DEFAULT_PLAYER_SETTINGS, DefaultVideoPlayer } from './default-video-player';
import styles from './video-block.module.css';
import { chooseVideoPlayer } from './video-player-choice';
import { YouTubeEmbed } from './youtube-embed';

/** A video block: the player spec 001 section 9 assigns it (video-player-choice.ts), under its title. */
export default function VideoBlock({ block, priority }: BlockProps<BlockOfType<'video'>>) {
  const intl = useIntl();
  const titleId = useId();
  const choice = chooseVideoPlayer(block, useFeature('cloudVideoPlayer'));
  const label = block.title ?? intl.formatMessage({ id: 'contentBlocks.media.video' });
  const Title = priority ? 'h1' : 'h2';
  return (
    <section
      className={styles.block}
      data-align={block.alignment ?? 'left'}
      aria-labelledby={block.title ? titleId : undefined}
      style={blockColorStyle(block.colors)}
    >
      {block.title ? (
        <Title id={titleId} className={styles.title}>
          {block.title}
        </Title>
      ) : null}
      {block.subtitle ? <p className={styles.subtitle}>{block.subtitle}</p> : null}
      <div className={styles.frame}>
        {choice.kind === 'youtube' ? (
          <YouTubeEmbed videoId={choice.videoId} media={block.media} title={label} />
        ) : choice.kind === 'cloud' ? (
          <CloudVideoPlayer asset={choice.asset} media={block.media} label={label} />
        ) : choice.kind === 'default' ? (
          <DefaultVideoPlayer
            media={block.media}
            settings={block.playerSettings ?? DEFAULT_PLAYER_SETTINGS}
            label={label}
          />
        ) : (
          <ContentMedia media={block.media} priority={priority} className={styles.video} />
        )}
      </div>
    </section>
  );
}
