import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { MerchantPosts, ShopPost } from '@contract/loyalty';
import { postsLeft } from '@contract/loyaltyRules';
import { shareLinks, sharedPostLink, type ShareVia } from '@contract/socialPostRules';
import type { SharedPost } from '@contract/socialPosts';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { formatInteger, localiseDigits } from '../../i18n/format';
import { formatDate } from '../../i18n/dates';
import type { MessageKey, Translate } from '../../i18n/translate';
import { Photo } from '../../shared/photos/Photo';
import type { LinkCopy } from './promotionsSlice';

export interface PostsViewProps {
  /** Null while loading. */
  posts: MerchantPosts | null;
  failed: boolean;
  pricingPath: string;
  /** The Social Media Content add-on's page. */
  addonPath: string;
  onRetry: () => void;
  onAdd: () => void;
  onEdit: (post: ShopPost) => void;
  onDelete: (post: ShopPost) => void;
  /** The site's origin: a shared post's page address is `{origin}/shops/{slug}/posts/{id}`. */
  origin: string;
  linkCopy: LinkCopy;
  /** 'Copy link' of a shared post: the address of its page, `?via=link`. */
  onCopyLink: (postId: number, url: string) => void;
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
  addonPath,
  onRetry,
  onAdd,
  onEdit,
  onDelete,
  origin,
  linkCopy,
  onCopyLink,
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
          <SharingUsage sharing={posts.sharing} addonPath={addonPath} t={t} />
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
                  {posts.sharing.active ? (
                    <ShareView
                      post={post}
                      shared={posts.sharing.posts.find((shared) => shared.post_id === post.id)}
                      origin={origin}
                      linkCopy={linkCopy}
                      onCopyLink={onCopyLink}
                      t={t}
                    />
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

/** The month's shared posts against the add-on's, or what the add-on would give. */
function SharingUsage({
  sharing,
  addonPath,
  t,
}: {
  sharing: MerchantPosts['sharing'];
  addonPath: string;
  t: Translate;
}) {
  const { language } = t;
  if (!sharing.active) {
    return (
      <p className="promotions-note">
        {t('promotions.posts.share.addonOffer')}{' '}
        <Link to={addonPath}>{t('promotions.posts.share.aboutAddon')}</Link>
      </p>
    );
  }
  const limit = formatInteger(sharing.limit, language);
  return (
    <>
      <p className="promotions-usage">
        {t('promotions.posts.share.sharedUsage', {
          used: formatInteger(sharing.used, language),
          limit,
        })}
      </p>
      {sharing.used >= sharing.limit ? (
        <p className="promotions-note">{t('promotions.posts.share.allUsed', { limit })}</p>
      ) : null}
    </>
  );
}

const OPENS_WORDS: Record<ShareVia, MessageKey> = {
  facebook: 'promotions.posts.share.viaFacebook',
  viber: 'promotions.posts.share.viaViber',
  telegram: 'promotions.posts.share.viaTelegram',
  link: 'promotions.posts.share.viaLink',
};

/**
 * A shared post's share links (plain links to each network's own share address: nothing is
 * loaded from those hosts until the merchant follows one), 'Copy link', and its page's opens from
 * each network. A post that is not shared says so.
 */
function ShareView({
  post,
  shared,
  origin,
  linkCopy,
  onCopyLink,
  t,
}: {
  post: ShopPost;
  shared: SharedPost | undefined;
  origin: string;
  linkCopy: LinkCopy;
  onCopyLink: (postId: number, url: string) => void;
  t: Translate;
}) {
  const { language } = t;
  if (!shared) return <p className="promotions-note">{t('promotions.posts.share.notShared')}</p>;
  const pageUrl = `${origin}${shared.path}`;
  const links = shareLinks(pageUrl);
  const copy = linkCopy.status !== 'idle' && linkCopy.postId === post.id ? linkCopy : null;
  return (
    <div className="promotions-share">
      <ul
        className="promotions-actions"
        aria-label={t('promotions.posts.share.label', { title: post.title })}
      >
        <li>
          <a href={pageUrl} target="_blank" rel="noopener">
            {t('promotions.posts.share.page')}
          </a>
        </li>
        {(['facebook', 'viber', 'telegram'] as const).map((network) => (
          <li key={network}>
            <a href={links[network]} target="_blank" rel="noopener noreferrer">
              {t(`promotions.posts.share.${network}`)}
            </a>
          </li>
        ))}
        <li>
          <Button
            variant="secondary"
            disabled={copy?.status === 'copying'}
            onClick={() => onCopyLink(post.id, sharedPostLink(pageUrl, 'link'))}
          >
            {t('promotions.posts.share.copy')}
          </Button>
        </li>
      </ul>
      <p role="status">
        {copy?.status === 'copied'
          ? t('promotions.posts.share.copied')
          : copy?.status === 'failed'
            ? t('promotions.posts.share.copyFailed', { url: copy.url })
            : ''}
      </p>
      <h4>{t('promotions.posts.share.opensTitle')}</h4>
      <dl className="promotions-facts">
        {(Object.keys(OPENS_WORDS) as ShareVia[]).map((via) => (
          <div key={via}>
            <dt>{t(OPENS_WORDS[via] as 'promotions.posts.share.viaLink')}</dt>
            <dd>{formatInteger(shared.opens[via], language)}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
