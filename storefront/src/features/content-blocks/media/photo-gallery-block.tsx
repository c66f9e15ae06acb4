import type { BlockOfType, BlockProps } from '../block-props';
import { GalleryWidget } from './gallery-widget';
import { useGalleryProductTag } from './use-gallery-product-tag';

/**
 * The user-photo gallery (spec 001 section 2): its widget keyed by the container id, tagged on a product
 * page with the product's master id (empty elsewhere or when the lookup fails).
 */
export default function PhotoGalleryBlock({ block, page }: BlockProps<BlockOfType<'photoGallery'>>) {
  const product = useGalleryProductTag(page);
  return (
    <GalleryWidget
      block={block}
      kind="photo"
      containerId={block.containerId}
      data={{ productTag: product.tag }}
      ready={product.settled}
    />
  );
}
