import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { MerchantPosts, ShopPost } from '@contract/loyalty';
import { postsLeft } from '@contract/loyaltyRules';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { formatInteger, localiseDigits } from '../../i18n/format';
import { formatDate } from '../../i18n/dates';
import type { Translate } from '../../i18n/translate';
import { Photo } from '../../shared/photos/Photo';

export interface PostsViewProps {
  /** Null while loading. */
  posts: MerchantPosts | null;
  failed: boolean;
  pricingPath: string;
  onRetry: () => void;
  onAdd: () => void;
  onEdit: (post: ShopPost) => void;
  onDelete: (post: ShopPost) => void;
  t: Translate;
}

/** The month's posts used against the plan's limit: '3 of 10 posts this month'. */
export function monthUsage(month: MerchantPosts['month'], t: Translate): string {
  const used = formatInteger(month.used, t.language);
  return month.limit === null
    ? t('promotions.posts.usageNoLimit', { used })
    : t('promotions.posts.usage', { used, limit: formatInteger(month.limit, t.language) });
}

/** The shop's announcements and events, the month's count, and each event's answers. */
export function PostsView({
  posts,
  failed,
  pricingPath,
  onRetry,
  onAdd,
  onEdit,
  onDelete,
  t,
}: PostsViewProps) {
  const headingId = useId();
  const limitId = useId();
  const language = t.language;
  const atLimit = posts !== null && postsLeft(posts.month.used, posts.month.limit) === 0;
  return (
    <Card as="section" className="promotions-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('promotions.posts.title')}</h2>
      <p className="promotions-section__lead">{t('promotions.posts.lead')}</p>
      {failed ? (
        <div role="alert">
          <p>{t('promotions.loadFailed')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('promotions.retry')}
          </Button>
        </div>
      ) : posts === null ? (
        <p role="status">{t('promotions.loading')}</p>
      ) : (
        <>
          <p className="promotions-usage">{monthUsage(posts.month, t)}</p>
          {atLimit ? (
            <p id={limitId} className="promotions-limit">
              {t('promotions.posts.limitReached', {
                limit: formatInteger(posts.month.limit ?? 0, language),
              })}{' '}
              <Link to={pricingPath}>{t('promotions.seePlans')}</Link>
            </p>
          ) : null}
          <p>
            <Button
              onClick={onAdd}
              disabled={atLimit}
              aria-describedby={atLimit ? limitId : undefined}
            >
              {t('promotions.posts.add')}
            </Button>
          </p>
          <p className="promotions-note">{t('promotions.posts.deleteStillCounts')}</p>
          {posts.posts.length === 0 ? (
            <p>{t('promotions.posts.none')}</p>
          ) : (
            <ul className="promotions-posts">
              {posts.posts.map((post) => (
                <li key={post.id} className="promotions-post">
                  <h3>{post.title}</h3>
                  <p className="promotions-post__meta">
                    {post.kind === 'event'
                      ? t('promotions.posts.kindEvent')
                      : t('promotions.posts.kindAnnouncement')}
                    {' · '}
                    {t('promotions.posts.postedOn', {
                      date: formatDate(post.created_at, language),
                    })}
                  </p>
                  {post.kind === 'event' && post.event_date ? (
                    <p>
                      {t('promotions.posts.eventOn', {
                        date: formatDate(post.event_date, language),
                        time: localiseDigits(post.event_time ?? '', language),
                      })}
                    </p>
                  ) : null}
                  {post.photo ? (
                    <Photo
                      photo={post.photo}
                      sizes="(min-width: 40rem) 20rem, 90vw"
                      alt={t('promotions.posts.photoAlt', { title: post.title })}
                    />
                  ) : null}
                  {post.body ? <p className="promotions-post__body">{post.body}</p> : null}
                  {post.rsvp ? (
                    <dl className="promotions-facts">
                      <div>
                        <dt>{t('promotions.posts.going')}</dt>
                        <dd>{formatInteger(post.rsvp.going, language)}</dd>
                      </div>
                      <div>
                        <dt>{t('promotions.posts.notGoing')}</dt>
                        <dd>{formatInteger(post.rsvp.not_going, language)}</dd>
                      </div>
                    </dl>
                  ) : null}
                  <p className="promotions-actions">
                    <Button
                      variant="secondary"
                      aria-label={t('promotions.posts.edit', { title: post.title })}
                      onClick={() => onEdit(post)}
                    >
                      {t('promotions.edit')}
                    </Button>
                    <Button
                      variant="ghost"
                      aria-label={t('promotions.posts.delete', { title: post.title })}
                      onClick={() => onDelete(post)}
                    >
                      {t('promotions.delete')}
                    </Button>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </>
      )}
    </Card>
  );
}
