import { useEffect } from 'react';
import { Link } from 'react-router-dom';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routePaths } from '../../app/routes';
import { Message } from '../../components/Message/Message';
import { Page } from '../../components/Page/Page';
import { useTranslator } from '../../i18n/useTranslator';
import { SessionExpiredScreen } from '../../shared/session/SessionExpiredScreen';
import { selectMerchantId, selectToken } from '../../shared/session/sessionSlice';
import { BannerDialog } from './BannerDialog';
import { BannerView, type BannerShown } from './BannerView';
import { PostDialog } from './PostDialog';
import { PostsView } from './PostsView';
import { PromoCodeDialog } from './PromoCodeDialog';
import { PromoCodesView } from './PromoCodesView';
import { ConfirmDelete } from './PromotionsDialog';
import { useGetBannerQuery, useGetPostsQuery, useGetPromoCodesQuery } from './promotionsApi';
import { statusOf } from './promotionsErrors';
import {
  bannerFormOpened,
  deletionAsked,
  deletionDismissed,
  formClosed,
  photoRemoved,
  photoUploadCancelled,
  postFormOpened,
  promoFormOpened,
  promotionsPageLeft,
  selectBannerForm,
  selectDeletion,
  selectNotice,
  selectPhotos,
  selectPostForm,
  selectLinkCopy,
  postLinkCopyClicked,
  selectPromoForm,
  shownPhoto,
} from './promotionsSlice';
import { confirmDeletion, saveBanner, savePost, savePromo, uploadPhoto } from './promotionsThunks';
import { yangonToday } from './yangonToday';
import { pageOrigin } from '../../app/config';
import './promotions.css';
// The feature's listeners (uploads stopped with their forms) start with its chunk.
import './promotionsListeners';
import { ToLogin } from '../../shared/session/ToLogin';
import { useRoleRefusal } from '../../shared/session/RoleRefusal';

const FEATURE_REFUSED = 403;

/**
 * /store/promotions: the merchant's promo codes, announcements and events, and ad banner. Not
 * logged in goes to /login, as /store does.
 */
function PromotionsScreen() {
  const dispatch = useAppDispatch();
  const t = useTranslator();
  const token = useAppSelector(selectToken);
  const merchantId = useAppSelector(selectMerchantId);
  const loggedIn = Boolean(token) && merchantId !== null;
  const arg = loggedIn && merchantId !== null ? merchantId : skipToken;
  const codes = useGetPromoCodesQuery(arg, { refetchOnMountOrArgChange: true });
  const posts = useGetPostsQuery(arg, { refetchOnMountOrArgChange: true });
  const banner = useGetBannerQuery(arg, { refetchOnMountOrArgChange: true });
  const promoForm = useAppSelector(selectPromoForm);
  const postForm = useAppSelector(selectPostForm);
  const bannerForm = useAppSelector(selectBannerForm);
  const deletion = useAppSelector(selectDeletion);
  const photos = useAppSelector(selectPhotos);
  const notice = useAppSelector(selectNotice);
  const linkCopy = useAppSelector(selectLinkCopy);
  useEffect(() => () => void dispatch(promotionsPageLeft()), [dispatch]);

  if (!loggedIn) return <ToLogin />;
  if ([codes.error, posts.error, banner.error].some((error) => statusOf(error) === 401)) {
    return <SessionExpiredScreen />;
  }

  const bannerShown: BannerShown =
    statusOf(banner.error) === FEATURE_REFUSED ||
    (banner.data !== undefined && banner.data.units === 0 && banner.data.banner === null)
      ? { status: 'notIncluded' }
      : banner.data
        ? { status: 'ready', banner: banner.data }
        : banner.isError
          ? { status: 'failed' }
          : { status: 'loading' };

  const editedPromo =
    promoForm.status === 'closed' || promoForm.target.promoId === null
      ? null
      : (codes.data?.find((p) => p.id === promoForm.target.promoId) ?? null);
  const editedPost =
    postForm.status === 'closed' || postForm.target.postId === null
      ? null
      : (posts.data?.posts.find((p) => p.id === postForm.target.postId) ?? null);
  const runningBanner = banner.data?.banner ?? null;

  return (
    <Page title={t('promotions.title')} className="promotions-page">
      <p className="page__lead">{t('promotions.lead')}</p>
      <p>
        <Link to={routePaths.store}>{t('promotions.backToStore')}</Link>
      </p>
      <Message tone="status">{notice ? t(`promotions.notices.${notice}`) : null}</Message>

      <PromoCodesView
        codes={codes.data ?? null}
        failed={codes.isError && !codes.data}
        onRetry={() => void codes.refetch()}
        onAdd={() => dispatch(promoFormOpened({ promoId: null }))}
        onEdit={(promo) => dispatch(promoFormOpened({ promoId: promo.id }))}
        onDelete={(promo) =>
          dispatch(deletionAsked({ kind: 'promo', id: promo.id, name: promo.code }))
        }
        t={t}
      />
      <PostsView
        posts={posts.data ?? null}
        failed={posts.isError && !posts.data}
        pricingPath={routePaths.price}
        addonPath={routePaths.additionalFeatures.socialMedia}
        onRetry={() => void posts.refetch()}
        onAdd={() => dispatch(postFormOpened({ postId: null }))}
        onEdit={(post) => dispatch(postFormOpened({ postId: post.id }))}
        onDelete={(post) =>
          dispatch(deletionAsked({ kind: 'post', id: post.id, name: post.title }))
        }
        origin={pageOrigin()}
        linkCopy={linkCopy}
        onCopyLink={(postId, url) => dispatch(postLinkCopyClicked({ postId, url }))}
        t={t}
      />
      <BannerView
        shown={bannerShown}
        pricingPath={routePaths.price}
        onRetry={() => void banner.refetch()}
        onUpload={() => dispatch(bannerFormOpened({ replacing: runningBanner !== null }))}
        t={t}
      />

      {promoForm.status !== 'closed' ? (
        <PromoCodeDialog
          promo={editedPromo}
          today={yangonToday(Date.now())}
          saving={promoForm.status === 'saving'}
          fieldErrors={promoForm.status === 'editing' ? promoForm.fieldErrors : {}}
          error={promoForm.status === 'editing' ? promoForm.error : null}
          onSubmit={(values) => void dispatch(savePromo(values))}
          onCancel={() => dispatch(formClosed('promo'))}
          t={t}
        />
      ) : null}
      {postForm.status !== 'closed' ? (
        <PostDialog
          post={editedPost}
          photo={shownPhoto(photos.post, editedPost?.photo ?? null)}
          upload={photos.post.upload}
          saving={postForm.status === 'saving'}
          fieldErrors={postForm.status === 'editing' ? postForm.fieldErrors : {}}
          error={postForm.status === 'editing' ? postForm.error : null}
          onSubmit={(values) => void dispatch(savePost(values))}
          onCancel={() => dispatch(formClosed('post'))}
          onChoosePhoto={(file) => void dispatch(uploadPhoto('post', file))}
          onCancelUpload={() => dispatch(photoUploadCancelled({ slot: 'post' }))}
          onRemovePhoto={() => dispatch(photoRemoved({ slot: 'post' }))}
          t={t}
        />
      ) : null}
      {bannerForm.status !== 'closed' ? (
        <BannerDialog
          replacing={bannerForm.target.replacing}
          title={runningBanner?.title ?? ''}
          photo={shownPhoto(photos.banner, runningBanner?.photo ?? null)}
          upload={photos.banner.upload}
          saving={bannerForm.status === 'saving'}
          fieldErrors={bannerForm.status === 'editing' ? bannerForm.fieldErrors : {}}
          error={bannerForm.status === 'editing' ? bannerForm.error : null}
          onSubmit={(title) => void dispatch(saveBanner(title))}
          onCancel={() => dispatch(formClosed('banner'))}
          onChoosePhoto={(file) => void dispatch(uploadPhoto('banner', file))}
          onCancelUpload={() => dispatch(photoUploadCancelled({ slot: 'banner' }))}
          onRemovePhoto={() => dispatch(photoRemoved({ slot: 'banner' }))}
          t={t}
        />
      ) : null}
      {deletion.status !== 'closed' ? (
        <ConfirmDelete
          title={
            deletion.target.kind === 'promo'
              ? t('promotions.promo.deleteTitle', { code: deletion.target.name })
              : t('promotions.posts.deleteTitle', { title: deletion.target.name })
          }
          question={
            deletion.target.kind === 'promo'
              ? t('promotions.promo.deleteQuestion', { code: deletion.target.name })
              : t('promotions.posts.deleteQuestion')
          }
          busy={deletion.status === 'deleting'}
          error={deletion.status === 'asking' ? deletion.error : null}
          onConfirm={() => void dispatch(confirmDeletion())}
          onCancel={() => dispatch(deletionDismissed())}
          t={t}
        />
      ) : null}
    </Page>
  );
}

/** The page, or what it says to a team member whose role may not use it. */
export function PromotionsPage() {
  return useRoleRefusal('promotions') ?? <PromotionsScreen />;
}
