import { lazy, Suspense } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { Button } from '../../components/Button/Button';
import type { Translate } from '../../i18n/translate';
import { reportOpened, selectReport } from './reportSlice';

// The dialog's code is fetched on the first 'Report this shop': most visitors never open it.
const ReportShopDialog = lazy(() =>
  import('./ReportShopDialog').then((module) => ({ default: module.ReportShopDialog })),
);

/**
 * 'Report this shop' on a store page, and the dialog for it (or for one of the shop's posts,
 * opened from the post) while it is open.
 */
export function ReportShop({
  slug,
  shopName,
  t,
}: {
  slug: string;
  shopName: string;
  t: Translate;
}) {
  const dispatch = useAppDispatch();
  const report = useAppSelector(selectReport);
  return (
    <div className="shop-report">
      <Button
        variant="link"
        onClick={() => dispatch(reportOpened({ slug, postId: null, postTitle: null }))}
      >
        {t('marketplace.report.button')}
      </Button>
      {report.status !== 'closed' && report.target.slug === slug ? (
        <Suspense fallback={null}>
          <ReportShopDialog state={report} shopName={shopName} t={t} />
        </Suspense>
      ) : null}
    </div>
  );
}
