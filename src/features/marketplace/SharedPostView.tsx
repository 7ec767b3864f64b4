import { Link } from 'react-router-dom';
import type { SharedPostPage } from '@contract/socialPosts';
import { Page } from '../../components/Page/Page';
import { formatDate } from '../../i18n/dates';
import { localiseDigits } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { Photo } from '../../shared/photos/Photo';

export interface SharedPostViewProps {
  page: SharedPostPage;
  /** The shop's store page. */
  shopTo: string;
  t: Translate;
}

/** A shared post's page: the post, its shop, and the way to the shop's store page. */
export function SharedPostView({ page, shopTo, t }: SharedPostViewProps) {
  const { post, shop } = page;
  const { language } = t;
  const isEvent = post.kind === 'event';
  return (
    <Page title={post.title} className="shared-post">
      <p className="shop-post__kind">
        {isEvent ? t('rewards.event') : t('rewards.announcement')}
        {' · '}
        {t('rewards.sharedPost.byShop', { name: shop.name })}
      </p>
      {isEvent && post.event_date ? (
        <p>
          {t('rewards.eventOn', {
            // Dates and times of events are Asia/Yangon's already.
            date: formatDate(`${post.event_date}T12:00:00+06:30`, language),
            time: localiseDigits(post.event_time ?? '', language),
          })}
        </p>
      ) : null}
      {post.photo ? (
        <Photo
          photo={post.photo}
          sizes="(min-width: 800px) 720px, 90vw"
          alt={t('rewards.sharedPost.photoAlt', { title: post.title })}
        />
      ) : null}
      {post.body ? <p className="shop-post__body">{post.body}</p> : null}
      <p className="shared-post__posted">
        {t('rewards.sharedPost.postedOn', { date: formatDate(post.created_at, language) })}
      </p>
      <p>
        <Link to={shopTo}>{t('rewards.sharedPost.visitShop', { shop: shop.name })}</Link>
      </p>
    </Page>
  );
}
