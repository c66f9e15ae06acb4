import type { BlockOfType, BlockProps } from '../block-props';
import { GalleryWidget } from './gallery-widget';

/** The social-photo gallery (spec 001 section 2): its widget with the container id and the filter. */
export default function SocialGalleryBlock({ block }: BlockProps<BlockOfType<'socialGallery'>>) {
  return (
    <GalleryWidget
      block={block}
      kind="social"
      containerId={block.containerId}
      data={block.filter ? { filter: block.filter } : {}}
    />
  );
}
