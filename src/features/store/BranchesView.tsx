import { useId } from 'react';
import { Link } from 'react-router-dom';
import type { Township } from '@contract';
import type { Branch } from '@contract/store';
import type { PriceLocationState } from '../../app/routes';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { formatInteger, localiseDigits } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import type { BranchAllowance } from './entitlementsView';
import { weekFormOf } from './hoursForm';
import { localName } from '../../shared/reference/localName';

/** The add-on that raises the branch limit, as the plans page names it. */
export const BRANCHES_ADDON = 'Branches';

export interface BranchesViewProps {
  branches: readonly Branch[] | undefined;
  loadFailed: boolean;
  townships: readonly Township[];
  allowance: BranchAllowance;
  subscribed: boolean;
  /** Where the plans page's add-ons are (`/price#features`) and where a plan is chosen. */
  paths: { addons: string; pricing: string };
  onAdd: () => void;
  onEdit: (branch: Branch) => void;
  onRemove: (branch: Branch) => void;
  onRetry: () => void;
  t: Translate;
}

/** The branches, with the plan's limit shown before it is reached. Props only. */
export function BranchesView({
  branches,
  loadFailed,
  townships,
  allowance,
  subscribed,
  paths,
  onAdd,
  onEdit,
  onRemove,
  onRetry,
  t,
}: BranchesViewProps) {
  const headingId = useId();
  const language = t.language;
  const townshipName = (id: number) => {
    const township = townships.find((candidate) => candidate.id === id);
    return township ? localName(township, t.language) : undefined;
  };
  const hoursText = (branch: Branch) =>
    weekFormOf(branch.hours)
      .filter((day) => day.open)
      .map((day) =>
        t('store.branches.dayHours', {
          day: t(`store.weekdaysShort.${day.weekday}`),
          opens: localiseDigits(day.opens, language),
          closes: localiseDigits(day.closes === '00:00' ? '24:00' : day.closes, language),
        }),
      )
      .join(t.language === 'my' ? '၊ ' : ', ');
  const addonState: PriceLocationState = { requestedAddon: BRANCHES_ADDON };

  return (
    <Card as="section" className="store-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('store.branches.title')}</h2>
      <p className="store-limit">
        {allowance.limit === null
          ? t('store.branches.countNoLimit', { used: formatInteger(allowance.used, language) })
          : t('store.branches.count', {
              used: formatInteger(allowance.used, language),
              limit: formatInteger(allowance.limit, language),
            })}
      </p>

      {loadFailed ? (
        <div role="alert">
          <p>{t('store.branches.loadFailed')}</p>
          <Button variant="secondary" onClick={onRetry}>
            {t('store.retry')}
          </Button>
        </div>
      ) : branches === undefined ? null : branches.length === 0 ? (
        <p className="store-empty">{t('store.branches.none')}</p>
      ) : (
        <ul className="store-list">
          {branches.map((branch) => (
            <li key={branch.id} className="store-list__item">
              <div className="store-list__main">
                <h3 className="store-list__name">{branch.name}</h3>
                <p className="store-list__detail">
                  {[branch.address, townshipName(branch.township_id)].filter(Boolean).join(', ')}
                </p>
                <p className="store-list__detail">{localiseDigits(branch.phone, language)}</p>
                <p className="store-list__detail">
                  {branch.hours.length > 0 ? hoursText(branch) : t('store.branches.noHours')}
                </p>
              </div>
              <div className="store-list__actions">
                <Button
                  variant="secondary"
                  aria-label={t('store.editNamed', { name: branch.name })}
                  onClick={() => onEdit(branch)}
                >
                  {t('store.edit')}
                </Button>
                <Button
                  variant="ghost"
                  aria-label={t('store.removeNamed', { name: branch.name })}
                  onClick={() => onRemove(branch)}
                >
                  {t('store.remove')}
                </Button>
              </div>
            </li>
          ))}
        </ul>
      )}

      {allowance.canAdd ? (
        <Button onClick={onAdd}>{t('store.branches.add')}</Button>
      ) : subscribed ? (
        <div className="store-limit-reached">
          <p>
            {t('store.branches.limitReached', {
              limit: formatInteger(allowance.limit ?? 0, language),
            })}
          </p>
          <Link to={paths.addons} state={addonState}>
            {t('store.branches.addAddon')}
          </Link>
        </div>
      ) : (
        <div className="store-limit-reached">
          <p>{t('store.branches.needSubscription')}</p>
          <Link to={paths.pricing}>{t('store.overview.choosePlan')}</Link>
        </div>
      )}
    </Card>
  );
}
