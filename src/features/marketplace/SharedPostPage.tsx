import { Link, useParams } from 'react-router-dom';
import { readApiError } from '../../api/apiError';
import { routePaths, shopPath } from '../../app/routes';
import { Button } from '../../components/Button/Button';
import { Page } from '../../components/Page/Page';
import { Spinner } from '../../components/Spinner/Spinner';
import { useTranslator } from '../../i18n/useTranslator';
import { postIdOf, useGetSharedPostQuery } from './sharedPostApi';
import { SharedPostView } from './SharedPostView';
import './marketplace.css';

/**
 * /shops/:slug/posts/:postId, a shared post's page (Social Media Content add-on), rendered on the
 * server with its own share tags. A post that is not the shop's shared post, or a shop whose
 * subscription no longer has the add-on (the server's 404), gets 'Post not found' with the way to
 * the shop; any other failure offers to try again.
 */
export function SharedPostPage() {
  const t = useTranslator();
  const { slug = '', postId: postParam } = useParams();
  const postId = postIdOf(postParam);
  const { currentData, error, isFetching, refetch } = useGetSharedPostQuery(
    { slug, postId: postId ?? 0 },
    { skip: postId === null },
  );
  if (currentData) {
    return <SharedPostView page={currentData} shopTo={shopPath(currentData.shop.slug)} t={t} />;
  }
  const failure = error === undefined ? null : readApiError(error);
  if (postId === null || (failure?.kind === 'answered' && failure.status === 404)) {
    return (
      <Page title={t('rewards.sharedPost.notFoundTitle')}>
        <p>{t('rewards.sharedPost.notFoundText')}</p>
        <p>
          <Link to={postId === null ? routePaths.customer : shopPath(slug)}>
            {t('rewards.sharedPost.toShop')}
          </Link>
        </p>
      </Page>
    );
  }
  if (failure) {
    return (
      <Page title={t('rewards.sharedPost.failedTitle')}>
        <div role="alert">
          <p>{t('rewards.sharedPost.failed')}</p>
          <Button variant="secondary" disabled={isFetching} onClick={() => void refetch()}>
            {t('rewards.retry')}
          </Button>
        </div>
      </Page>
    );
  }
  return <Spinner className="page-loading container">{t('rewards.sharedPost.loading')}</Spinner>;
}
