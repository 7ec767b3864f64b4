import { useId, useState, type FormEvent } from 'react';
import type { PointEntry, StampCardDesign } from '@contract/loyalty';
import { Button } from '../../components/Button/Button';
import { Field } from '../../components/Field/Field';
import { localiseDigits } from '../../i18n/format';
import { formatDate } from '../../i18n/dates';
import type { Translate } from '../../i18n/translate';
import type { CounterState, RewardNotice } from './counterSlice';
import type { PointsCodeState } from './pointsCodeSlice';
import { problemText } from './ProgrammeParts';
import type { StampPressState } from './stampPressSlice';
import { StampCardPreview } from './StampCardPreview';
import { phoneProblem, redeemCodeProblem, type Problem } from './validation';
import { LOYALTY_LIMITS } from '@contract/loyaltyRules';

export interface CounterViewProps {
  counter: CounterState;
  stampPress: StampPressState;
  /** The shop's stamp card, when its plan includes one and it has been designed. */
  card: StampCardDesign | null;
  onFind: (phone: string) => void;
  onAddStamp: () => void;
  /** Takes back the stamp just added (offered for a few seconds after it). */
  onUndoStamp: () => void;
  onRedeemReward: (rewardId: number) => void;
  t: Translate;
}

/** The shop's till: a customer found by phone, their stamps, rewards, points and membership. */
export function CounterView({
  counter,
  stampPress,
  card,
  onFind,
  onAddStamp,
  onUndoStamp,
  onRedeemReward,
  t,
}: CounterViewProps) {
  const [phone, setPhone] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const find = (event: FormEvent) => {
    event.preventDefault();
    const found = phoneProblem(phone);
    setProblem(found);
    if (!found) onFind(phone);
  };
  return (
    <div className="loyalty-counter">
      <form className="loyalty-counter__find" onSubmit={find} noValidate role="search">
        <Field
          label={t('loyalty.counter.phone')}
          type="tel"
          inputMode="tel"
          autoComplete="off"
          value={phone}
          error={problemText(problem ?? undefined, t)}
          onChange={(event) => setPhone(event.target.value)}
        />
        <Button type="submit" disabled={counter.status === 'looking'}>
          {counter.status === 'looking' ? t('loyalty.counter.looking') : t('loyalty.counter.find')}
        </Button>
      </form>
      {counter.status === 'notFound' ? (
        <p role="alert">{t('loyalty.counter.notFound')}</p>
      ) : counter.status === 'failed' ? (
        <p className="field__error" role="alert">
          {t('loyalty.counter.failed')}
        </p>
      ) : counter.status === 'refused' ? (
        <p className="field__error" role="alert">
          {counter.reason === 'limited'
            ? (counter.message ?? t('loyalty.counter.limited'))
            : t('loyalty.notIncluded')}
        </p>
      ) : counter.status === 'found' ? (
        <CustomerCard
          counter={counter}
          stampPress={stampPress}
          card={card}
          onAddStamp={onAddStamp}
          onUndoStamp={onUndoStamp}
          onRedeemReward={onRedeemReward}
          t={t}
        />
      ) : null}
    </div>
  );
}

function CustomerCard({
  counter,
  stampPress,
  card,
  onAddStamp,
  onUndoStamp,
  onRedeemReward,
  t,
}: Omit<CounterViewProps, 'onFind' | 'counter'> & {
  counter: Extract<CounterState, { status: 'found' }>;
}) {
  const titleId = useId();
  const { customer, notice } = counter;
  const language = t.language;
  const redeeming = notice?.status === 'redeeming' ? notice.rewardId : null;
  return (
    <section className="loyalty-customer" aria-labelledby={titleId}>
      <h3 id={titleId}>{customer.customer?.name ?? t('loyalty.counter.newCustomer')}</h3>
      <p className="loyalty-customer__phone">{localiseDigits(customer.phone, language)}</p>
      <p>{customer.member ? t('loyalty.counter.member') : t('loyalty.counter.notMember')}</p>

      {card ? (
        <div className="loyalty-customer__stamps">
          <p>
            {t('loyalty.counter.stamps', {
              stamps: customer.stamps,
              needed: card.stamps_needed,
            })}
          </p>
          <StampCardPreview
            needed={card.stamps_needed}
            filled={customer.stamps}
            background={card.background}
            color={card.color}
            reward={card.reward}
            logo={card.logo}
            t={t}
          />
          <div className="loyalty-customer__stamp-actions">
            <Button
              onClick={onAddStamp}
              disabled={stampPress.status === 'adding' || stampPress.status === 'undoing'}
            >
              {stampPress.status === 'adding'
                ? t('loyalty.counter.adding')
                : t('loyalty.counter.addStamp')}
            </Button>
            {(stampPress.status === 'added' &&
              (stampPress.undo === 'offered' || stampPress.undo === 'failed')) ||
            stampPress.status === 'undoing' ? (
              <Button
                variant="secondary"
                onClick={onUndoStamp}
                disabled={stampPress.status === 'undoing'}
                aria-busy={stampPress.status === 'undoing'}
              >
                {t('loyalty.counter.undo')}
              </Button>
            ) : null}
          </div>
          <div role="status">
            {stampPress.status === 'added' ? t('loyalty.counter.stampAdded') : null}
            {stampPress.status === 'undone' ? t('loyalty.counter.stampUndone') : null}
          </div>
          {stampPress.status === 'added' &&
          stampPress.undo !== 'offered' &&
          stampPress.undo !== 'closed' ? (
            <p className="field__error" role="alert">
              {stampPress.undo === 'tooLate'
                ? t('loyalty.counter.undoTooLate')
                : stampPress.undo === 'redeemed'
                  ? t('loyalty.counter.undoRedeemed')
                  : t('loyalty.counter.undoFailed')}
            </p>
          ) : null}
          {stampPress.status === 'failed' ? (
            <p className="field__error" role="alert">
              {stampPress.problem === 'network'
                ? t('loyalty.counter.stampNetwork')
                : stampPress.problem === 'feature'
                  ? t('loyalty.notIncluded')
                  : stampPress.problem === 'notOffered'
                    ? t('loyalty.counter.stampNotOffered')
                    : t('loyalty.counter.stampFailed')}
            </p>
          ) : null}
        </div>
      ) : (
        <p>{t('loyalty.counter.noCard')}</p>
      )}

      <h4>{t('loyalty.counter.rewardsTitle')}</h4>
      {customer.rewards.length === 0 ? (
        <p>{t('loyalty.counter.noRewards')}</p>
      ) : (
        <ul className="loyalty-customer__rewards">
          {customer.rewards.map((reward) => (
            <li key={reward.id}>
              <span id={`${titleId}-reward-${reward.id}`}>{reward.reward}</span>{' '}
              <span>
                {t('loyalty.counter.earnedOn', { date: formatDate(reward.earned_at, language) })}
              </span>{' '}
              <Button
                variant="secondary"
                aria-describedby={`${titleId}-reward-${reward.id}`}
                disabled={redeeming !== null}
                onClick={() => onRedeemReward(reward.id)}
              >
                {redeeming === reward.id
                  ? t('loyalty.counter.redeeming')
                  : t('loyalty.counter.markRedeemed')}
              </Button>
            </li>
          ))}
        </ul>
      )}
      <RewardNoticeView notice={notice} t={t} />

      <p className="loyalty-customer__points">
        {t('loyalty.counter.points', { points: customer.points })}
      </p>
      <h4>{t('loyalty.counter.historyTitle')}</h4>
      {customer.history.length === 0 ? (
        <p>{t('loyalty.counter.noHistory')}</p>
      ) : (
        <ul className="loyalty-customer__history">
          {customer.history.map((entry) => (
            <li key={entry.id}>{historyLine(entry, t)}</li>
          ))}
        </ul>
      )}
    </section>
  );
}

function historyLine(entry: PointEntry, t: Translate): string {
  const date = formatDate(entry.at, t.language);
  const line =
    entry.kind === 'earned'
      ? t('loyalty.counter.historyEarned', {
          date,
          points: Math.abs(entry.points),
          number: entry.order_number ?? 0,
        })
      : t('loyalty.counter.historyRedeemed', {
          date,
          points: Math.abs(entry.points),
          reward: entry.reward ?? '',
        });
  return `${line} (${t('loyalty.counter.historyBalance', { balance: entry.balance })})`;
}

function RewardNoticeView({ notice, t }: { notice: RewardNotice | null; t: Translate }) {
  if (notice === null || notice.status === 'redeeming') return null;
  if (notice.status === 'redeemed')
    return <p role="status">{t('loyalty.counter.rewardRedeemed', { reward: notice.reward })}</p>;
  return (
    <p role="alert" className="field__error">
      {notice.problem === 'alreadyRedeemed'
        ? t('loyalty.counter.alreadyRedeemed', { reward: notice.reward })
        : t('loyalty.counter.rewardFailed', { reward: notice.reward })}
    </p>
  );
}

export interface RedeemCodeViewProps {
  state: PointsCodeState;
  onRedeem: (code: string) => void;
  t: Translate;
}

/** 'Redeem points code': the six digits the customer shows, and what the server answered. */
export function RedeemCodeView({ state, onRedeem, t }: RedeemCodeViewProps) {
  const [code, setCode] = useState('');
  const [problem, setProblem] = useState<Problem | null>(null);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    const found = redeemCodeProblem(code);
    setProblem(found);
    if (found) return;
    onRedeem(code.trim());
    // The code is spent either way: it is not kept on screen.
    setCode('');
  };
  return (
    <form className="loyalty-code" onSubmit={submit} noValidate>
      <Field
        label={t('loyalty.code.code')}
        hint={t('loyalty.code.hint')}
        inputMode="numeric"
        autoComplete="one-time-code"
        maxLength={LOYALTY_LIMITS.redemptionCodeLength}
        value={code}
        error={problemText(problem ?? undefined, t)}
        onChange={(event) => setCode(event.target.value)}
      />
      <Button type="submit" disabled={state.status === 'redeeming'}>
        {state.status === 'redeeming' ? t('loyalty.code.redeeming') : t('loyalty.code.redeem')}
      </Button>
      {state.status === 'redeemed' ? (
        <div role="status" className="loyalty-code__result">
          <p>
            {t('loyalty.code.redeemed', {
              reward: state.result.reward,
              points: state.result.points,
              balance: state.result.balance,
            })}
          </p>
          <p>
            {t('loyalty.code.customer', {
              customer:
                state.result.customer.name ??
                localiseDigits(state.result.customer.phone, t.language),
            })}
          </p>
        </div>
      ) : state.status === 'refused' ? (
        <p role="alert" className="field__error">
          {t(`loyalty.code.reason.${state.reason}`)}
        </p>
      ) : null}
    </form>
  );
}
