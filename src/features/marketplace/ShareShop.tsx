import { pageUrl } from '@contract/pageLinks';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { shopPath } from '../../app/routes';
import type { Translate } from '../../i18n/translate';
import { copyLinkClicked, selectShare, shareClicked, shareClosed } from './shareSlice';
import { ShareShopView } from './ShareShopView';
import './shareListeners';

/**
 * 'Share' on a store page: the page's own address in the reader's language (`?lang=my` for
 * Burmese), so that whoever opens the link reads the shop in the language it was shared in.
 */
export function ShareShop({ slug, shopName, t }: { slug: string; shopName: string; t: Translate }) {
  const dispatch = useAppDispatch();
  const state = useAppSelector(selectShare);
  return (
    <ShareShopView
      state={state}
      onShare={() =>
        dispatch(
          shareClicked({
            url: pageUrl(window.location.origin, shopPath(slug), t.language),
            title: shopName,
            text: t('marketplace.share.text', { name: shopName }),
          }),
        )
      }
      onCopy={() => dispatch(copyLinkClicked())}
      onClose={() => dispatch(shareClosed())}
      t={t}
    />
  );
}
