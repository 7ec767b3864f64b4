import type { CustomerShopLoyalty, RsvpAnswer, ShopPost, ShopPromotions } from '@contract/loyalty';
import { Button } from '../../components/Button/Button';
import { formatInteger, localiseDigits } from '../../i18n/format';
import { formatDate } from '../../i18n/dates';
import type { Translate } from '../../i18n/translate';
import { Photo } from '../../shared/photos/Photo';
import { StampCardView } from '../../shared/rewards/StampCardView';

export interface ShopRewardsViewProps {
  promotions: ShopPromotions;
  /** The signed-in customer's standing here; null while signed out (or not yet loaded). */
  standing: CustomerShopLoyalty | null;
  signedIn: boolean;
  membershipBusy: boolean;
  membershipProblem: boolean;
  rsvpBusy: boolean;
  /** Why the last answer was not saved, or null. */
  rsvpProblem: string | null;
  onMembership: (join: boolean) => void;
  onRsvp: (postId: number, answer: RsvpAnswer) => void;
  /** 'Report this post': opens the report dialog with the post chosen. */
  onReportPost?: (post: ShopPost) => void;
  t: Translate;
}

/** Whether the shop offers anything or has posts: otherwise nothing is drawn. */
export const offersAnything = (promotions: ShopPromotions): boolean =>
  promotions.stamp_card !== null ||
  promotions.points !== null ||
  promotions.membership !== null ||
  promotions.posts.length > 0;

/** The store page's 'Rewards' (stamp card, points, membership) and its news and events. */
export function ShopRewardsView({
  promotions,
  standing,
  signedIn,
  membershipBusy,
  membershipProblem,
  rsvpBusy,
  rsvpProblem,
  onMembership,
  onRsvp,
  onReportPost,
  t,
}: ShopRewardsViewProps) {
  const { language } = t;
  const number = (value: number) => formatInteger(value, language);
  const { stamp_card: card, points, membership, posts } = promotions;
  const member = standing?.member === true;
  return (
    <>
      {card || points || membership ? (
        <section className="shop-panel shop-rewards" aria-labelledby="shop-rewards">
          <h2 id="shop-rewards">{t('rewards.panelHeading')}</h2>
          {card ? (
            <>
              <StampCardView
                card={card}
                stamps={standing?.stamps ?? 0}
                caption={t('rewards.collectStamps', {
                  count: number(card.stamps_needed),
                  reward: card.reward,
                })}
              />
              {standing ? (
                <p>
                  {t('rewards.yourStamps', {
                    stamps: number(standing.stamps),
                    needed: number(card.stamps_needed),
                  })}
                </p>
              ) : null}
              {standing?.rewards
                .filter((reward) => reward.redeemed_at === null)
                .map((reward) => (
                  <p key={reward.id}>{t('rewards.rewardReady', { reward: reward.reward })}</p>
                ))}
            </>
          ) : null}
          {points ? (
            <div className="shop-rewards__points">
              <p>
                <strong>
                  {t('rewards.pointsRate', {
                    points: number(points.points_per_1000),
                    thousand: number(1000),
                  })}
                </strong>
              </p>
              {standing ? (
                <p>{t('rewards.yourPoints', { points: number(standing.points) })}</p>
              ) : null}
              {points.rewards.length > 0 ? (
                <ul>
                  {points.rewards.map((reward) => (
                    <li key={reward.id}>
                      {t('rewards.rewardPrice', {
                        name: reward.name,
                        points: number(reward.points),
                      })}
                    </li>
                  ))}
                </ul>
              ) : null}
            </div>
          ) : null}
          {membership ? (
            <div className="shop-rewards__membership">
              <p>
                <strong>
                  {t('rewards.membersSave', { percent: number(membership.discount_percent) })}
                </strong>
              </p>
              {member ? <p>{t('rewards.youAreMember')}</p> : null}
              <Button
                variant={member ? 'secondary' : 'primary'}
                disabled={membershipBusy}
                onClick={() => onMembership(!member)}
              >
                {member ? t('rewards.leave') : t('rewards.join')}
              </Button>
              {signedIn ? null : <p className="field__hint">{t('rewards.signInFirst')}</p>}
              {membershipProblem ? <p role="alert">{t('rewards.membershipFailed')}</p> : null}
            </div>
          ) : null}
        </section>
      ) : null}
      {posts.length > 0 ? (
        <section className="shop-panel shop-posts" aria-labelledby="shop-posts">
          <h2 id="shop-posts">{t('rewards.posts')}</h2>
          {rsvpProblem ? <p role="alert">{rsvpProblem}</p> : null}
          <ul className="shop-posts__list">
            {posts.map((post) => (
              <PostView
                key={post.id}
                post={post}
                answer={standing?.rsvps[String(post.id)] ?? null}
                busy={rsvpBusy}
                onRsvp={onRsvp}
                onReportPost={onReportPost}
                t={t}
              />
            ))}
          </ul>
        </section>
      ) : null}
    </>
  );
}

function PostView({
  post,
  answer,
  busy,
  onRsvp,
  onReportPost,
  t,
}: {
  post: ShopPost;
  answer: RsvpAnswer | null;
  busy: boolean;
  onRsvp: (postId: number, answer: RsvpAnswer) => void;
  /** 'Report this post': opens the report dialog with the post chosen. */
  onReportPost?: (post: ShopPost) => void;
  t: Translate;
}) {
  const { language } = t;
  const isEvent = post.kind === 'event';
  return (
    <li className="shop-post">
      <p className="shop-post__kind">{isEvent ? t('rewards.event') : t('rewards.announcement')}</p>
      <h3>{post.title}</h3>
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
        <Photo photo={post.photo} sizes="(min-width: 800px) 320px, 90vw" alt="" />
      ) : null}
      {post.body ? <p className="shop-post__body">{post.body}</p> : null}
      {isEvent ? (
        <>
          <div
            role="group"
            aria-label={t('rewards.rsvpLabel', { title: post.title })}
            className="shop-post__rsvp"
          >
            <Button
              variant={answer === 'going' ? 'primary' : 'secondary'}
              aria-pressed={answer === 'going'}
              disabled={busy}
              onClick={() => onRsvp(post.id, 'going')}
            >
              {t('rewards.going')}
            </Button>
            <Button
              variant={answer === 'not_going' ? 'primary' : 'secondary'}
              aria-pressed={answer === 'not_going'}
              disabled={busy}
              onClick={() => onRsvp(post.id, 'not_going')}
            >
              {t('rewards.notGoing')}
            </Button>
          </div>
          {post.rsvp ? (
            <p>
              {t('rewards.rsvpCounts', {
                going: formatInteger(post.rsvp.going, language),
                notGoing: formatInteger(post.rsvp.not_going, language),
              })}
            </p>
          ) : null}
        </>
      ) : null}
      {onReportPost ? (
        <p className="shop-post__report">
          <Button variant="link" onClick={() => onReportPost(post)}>
            {t('marketplace.report.postButton')}
          </Button>
        </p>
      ) : null}
    </li>
  );
}
