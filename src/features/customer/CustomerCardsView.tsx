import { Link } from 'react-router-dom';
import type { CustomerCards, PointReward, RedemptionCode } from '@contract/loyalty';
import { Button } from '../../components/Button/Button';
import { Message } from '../../components/Message/Message';
import { Dialog } from '../../components/Modal/Dialog';
import { Page } from '../../components/Page/Page';
import { Spinner } from '../../components/Spinner/Spinner';
import { formatInteger, localiseDigits } from '../../i18n/format';
import { formatDate } from '../../i18n/dates';
import type { Translate } from '../../i18n/translate';
import { routePaths, shopPath } from '../../app/routes';
import { StampCardView } from '../../shared/rewards/StampCardView';
import './customer.css';

export interface CustomerCardsViewProps {
  cards: CustomerCards;
  /** A reward's code is being asked for now (its buttons wait). */
  asking: boolean;
  onGetCode: (shop: { slug: string; name: string }, reward: PointReward) => void;
  t: Translate;
}

const isEmpty = (cards: CustomerCards) =>
  cards.stamp_cards.length === 0 && cards.points.length === 0 && cards.memberships.length === 0;

/** /my/cards: every stamp card with its progress and rewards, points per shop, memberships. */
export function CustomerCardsView({ cards, asking, onGetCode, t }: CustomerCardsViewProps) {
  const { language } = t;
  const number = (value: number) => formatInteger(value, language);
  return (
    <Page title={t('rewards.cardsTitle')} className="customer-page">
      <p className="customer-bar">
        <Link to={routePaths.myOrders}>{t('rewards.myOrders')}</Link>
      </p>
      {isEmpty(cards) ? (
        <>
          <p>{t('rewards.empty')}</p>
          <p>
            <Link to={routePaths.customer}>{t('rewards.browseShops')}</Link>
          </p>
        </>
      ) : null}

      {cards.stamp_cards.length > 0 ? (
        <section aria-labelledby="cards-stamps-heading">
          <h2 id="cards-stamps-heading">{t('rewards.stampCards')}</h2>
          <ul className="customer-list">
            {cards.stamp_cards.map(({ shop, card, stamps, rewards }) => (
              <li key={shop.slug} className="card customer-item">
                <h3>
                  <Link to={shopPath(shop.slug)}>{shop.name}</Link>
                </h3>
                <StampCardView
                  card={card}
                  stamps={stamps}
                  caption={t('rewards.stampProgress', {
                    stamps: number(stamps),
                    needed: number(card.stamps_needed),
                  })}
                />
                <p>{t('rewards.cardReward', { reward: card.reward })}</p>
                {rewards.length > 0 ? (
                  <ul className="customer-lines">
                    {rewards.map((reward) => (
                      <li key={reward.id}>
                        {reward.redeemed_at === null
                          ? t('rewards.rewardReady', { reward: reward.reward })
                          : t('rewards.rewardRedeemed', {
                              reward: reward.reward,
                              date: formatDate(reward.redeemed_at, language),
                            })}
                      </li>
                    ))}
                  </ul>
                ) : null}
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {cards.points.length > 0 ? (
        <section aria-labelledby="cards-points-heading">
          <h2 id="cards-points-heading">{t('rewards.points')}</h2>
          <ul className="customer-list">
            {cards.points.map(({ shop, balance, rewards, history }) => (
              <li key={shop.slug} className="card customer-item">
                <h3>
                  <Link to={shopPath(shop.slug)}>{shop.name}</Link>
                </h3>
                <p className="customer-item__state">
                  {t('rewards.balance', { points: number(balance) })}
                </p>
                {rewards.length > 0 ? (
                  <ul className="customer-rewards">
                    {rewards.map((reward) => (
                      <li key={reward.id}>
                        <span>
                          {t('rewards.rewardPrice', {
                            name: reward.name,
                            points: number(reward.points),
                          })}
                        </span>{' '}
                        <Button
                          variant="secondary"
                          disabled={asking}
                          aria-label={t('rewards.getCodeFor', { name: reward.name })}
                          onClick={() => onGetCode(shop, reward)}
                        >
                          {t('rewards.getCode')}
                        </Button>
                      </li>
                    ))}
                  </ul>
                ) : null}
                <h4>{t('rewards.history')}</h4>
                {history.length === 0 ? <p>{t('rewards.noHistory')}</p> : null}
                <ul className="customer-lines">
                  {history.map((entry) => (
                    <li key={entry.id}>
                      {entry.kind === 'earned'
                        ? t('rewards.earnedForOrder', {
                            points: number(entry.points),
                            number: number(entry.order_number ?? 0),
                          })
                        : t('rewards.redeemedReward', {
                            points: number(Math.abs(entry.points)),
                            reward: entry.reward ?? '',
                          })}
                      {' · '}
                      {formatDate(entry.at, language)}
                    </li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
      ) : null}

      {cards.memberships.length > 0 ? (
        <section aria-labelledby="cards-memberships-heading">
          <h2 id="cards-memberships-heading">{t('rewards.memberships')}</h2>
          <ul className="customer-list">
            {cards.memberships.map(({ shop, discount_percent, joined_at }) => (
              <li key={shop.slug} className="card customer-item">
                <h3>
                  <Link to={shopPath(shop.slug)}>{shop.name}</Link>
                </h3>
                <p>{t('rewards.memberDiscount', { percent: number(discount_percent) })}</p>
                <p>{t('rewards.memberSince', { date: formatDate(joined_at, language) })}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
    </Page>
  );
}

/** What the code dialog shows: the call waiting, its code, or why there is none. */
export type CodeDialogState =
  | { status: 'asking'; reward: string }
  | { status: 'shown'; code: RedemptionCode; secondsLeft: number }
  | { status: 'refused'; reward: string; problem: 'not_enough_points' | 'failed' };

export interface RedemptionCodeDialogProps {
  state: CodeDialogState;
  onClose: () => void;
  t: Translate;
}

/** 'm:ss' of the seconds left, in the language's digits. */
function countdown(seconds: number, t: Translate): string {
  const minutes = Math.floor(seconds / 60);
  const rest = String(seconds % 60).padStart(2, '0');
  return localiseDigits(`${minutes}:${rest}`, t.language);
}

/**
 * The one-time code of a point reward, large, with its time left; focus stays in the dialog.
 * The code is typed by the shop as it is shown, so its digits stay Latin.
 */
export function RedemptionCodeDialog({ state, onClose, t }: RedemptionCodeDialogProps) {
  const reward = state.status === 'shown' ? state.code.reward.name : state.reward;
  return (
    <Dialog
      title={t('rewards.codeTitle', { reward })}
      onClose={onClose}
      actions={<Button onClick={onClose}>{t('rewards.done')}</Button>}
    >
      {state.status === 'asking' ? <Spinner>{t('rewards.gettingCode')}</Spinner> : null}
      {state.status === 'shown' ? (
        state.secondsLeft > 0 ? (
          <>
            <p className="redemption-code" lang="en">
              {state.code.code}
            </p>
            <p>{t('rewards.codeHint')}</p>
            <p>{t('rewards.codeExpiresIn', { time: countdown(state.secondsLeft, t) })}</p>
          </>
        ) : (
          <p role="alert">{t('rewards.codeExpired')}</p>
        )
      ) : null}
      {state.status === 'refused' ? (
        <Message tone="error">
          <p>
            {state.problem === 'not_enough_points'
              ? t('rewards.notEnoughPoints')
              : t('rewards.codeFailed')}
          </p>
        </Message>
      ) : null}
    </Dialog>
  );
}

export interface CustomerCardsProblemViewProps {
  onRetry: () => void;
  t: Translate;
}

export function CustomerCardsProblemView({ onRetry, t }: CustomerCardsProblemViewProps) {
  return (
    <Page title={t('rewards.cardsTitle')} className="customer-page">
      <Message tone="error">
        <p>{t('rewards.loadFailed')}</p>
      </Message>
      <Button onClick={onRetry}>{t('rewards.retry')}</Button>
    </Page>
  );
}
