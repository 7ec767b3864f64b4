import { useEffect } from 'react';
import { Link, useParams } from 'react-router-dom';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routePaths } from '../../app/routes';
import { readApiError } from '../../api/apiError';
import { Button } from '../../components/Button/Button';
import { Page } from '../../components/Page/Page';
import { Spinner } from '../../components/Spinner/Spinner';
import { useTranslator } from '../../i18n/useTranslator';
import { useGetShopPageQuery } from './marketplaceApi';
import { placeOf } from './place';
import { marketplaceUrl } from './shopFilters';
import { selectShopClockNow, shopPageLeft, shopPageOpened } from './shopClockSlice';
import { ShopPageView } from './ShopPageView';
import './shopClockListeners';
import './marketplace.css';

/**
 * /shops/:slug, a listed shop's store page. A shop that does not exist or is not listed (the
 * server's 404) gets 'Shop not found' with the way back to the marketplace; any other failure
 * offers to try again.
 */
export function ShopPage() {
  const t = useTranslator();
  const dispatch = useAppDispatch();
  const { slug = '' } = useParams();
  useEffect(() => {
    dispatch(shopPageOpened());
    return () => void dispatch(shopPageLeft());
  }, [dispatch]);
  const now = useAppSelector(selectShopClockNow);
  // The shop of this slug only: another shop's page is never shown while this one loads.
  const { currentData: shop, error, isFetching, refetch } = useGetShopPageQuery(slug);

  if (shop) {
    return (
      <ShopPageView
        shop={shop}
        now={now}
        place={placeOf(t, shop)}
        categoryTo={marketplaceUrl({ category: shop.category.id })}
        townshipTo={marketplaceUrl({ district: shop.district.id, township: shop.township.id })}
        t={t}
      />
    );
  }
  if (isFetching || !error) {
    return <Spinner className="page-loading container">{t('marketplace.shopLoading')}</Spinner>;
  }
  const failure = readApiError(error);
  if (failure.kind === 'answered' && failure.status === 404) {
    return (
      <Page title={t('marketplace.notFoundTitle')}>
        <p>{t('marketplace.notFoundText')}</p>
        <p>
          <Link to={routePaths.customer}>{t('marketplace.browseShops')}</Link>
        </p>
      </Page>
    );
  }
  return (
    <Page title={t('marketplace.storePage')}>
      <div role="alert">
        <p>{t('marketplace.shopLoadFailed')}</p>
        <Button onClick={() => void refetch()}>{t('marketplace.retry')}</Button>
      </div>
    </Page>
  );
}
