import { useMutation } from '@tanstack/react-query';
import { useCommerce } from '../../commerce/commerce-context';
import { useIntl } from '../../i18n/intl';
import { IconButton } from '../../ui/button/icon-button';
import { HeartIcon } from '../../ui/icons/icons';

/** Adds the product in its colour to the shopper's favourites; pressed once it is there. */
export function FavouriteButton({ productId, name }: { productId: string; name: string }) {
  const intl = useIntl();
  const { product } = useCommerce();
  const add = useMutation({ mutationFn: () => product.addFavorite(productId) });
  const added = add.isSuccess;
  return (
    <IconButton
      variant="secondary"
      size="lg"
      label={intl.formatMessage(
        { id: added ? 'product.favourite.added' : 'product.favourite.add' },
        { name },
      )}
      aria-pressed={added}
      disabled={add.isPending}
      onClick={() => {
        if (!added) add.mutate();
      }}
    >
      <HeartIcon filled={added} />
    </IconButton>
  );
}
