import { useTranslation } from '@mall/client/lib/use-translation';
import { useSetVendorFavourite } from '@mall/client/vendors/set-vendor-favourite';
import type { VendorSummary } from '@mall/contract';
import { StarFill, StarOutline } from 'antd-mobile-icons';
import { showToast } from '../../../lib/overlays';
import styles from './vendors.module.css';

/** The star that marks or unmarks a vendor as a favourite, with a toast once the mall has it. */
export function FavouriteStar({ vendor }: { vendor: Pick<VendorSummary, 'shop_code' | 'name' | 'favourite'> }) {
  const { t } = useTranslation();
  const setFavourite = useSetVendorFavourite();
  // The tapped state at once: the mutation stays pending until the lists have been read again.
  const favourite =
    setFavourite.isPending && setFavourite.variables ? setFavourite.variables.favourite : vendor.favourite;

  const toggle = () => {
    // The promise, not mutate's callbacks: unmarked in the favourites list, the card is gone before they would run.
    setFavourite.mutateAsync({ shop_code: vendor.shop_code, favourite: !favourite }).then(
      (answer) =>
        showToast({
          icon: 'success',
          content: t(answer.favourite ? 'vendors.favouriteAdded' : 'vendors.favouriteRemoved'),
        }),
      // The client has already told the buyer why it failed; the star shows the stored state again.
      () => undefined,
    );
  };

  return (
    <button
      type="button"
      className={styles.star}
      aria-pressed={favourite}
      aria-label={t(favourite ? 'vendors.removeFavourite' : 'vendors.addFavourite', { name: vendor.name })}
      disabled={setFavourite.isPending}
      onClick={toggle}
      data-testid="vendor-favourite"
    >
      {favourite ? <StarFill aria-hidden="true" /> : <StarOutline aria-hidden="true" />}
    </button>
  );
}
