import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import type { Translate } from '../../i18n/translate';
import type { SaveState } from './saveState';
import type { Problem } from './validation';

/** A programme's section: its heading, then its form or why the plan does not offer it. */
export function ProgrammeSection({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: string;
  children: ReactNode;
}) {
  const titleId = useId();
  return (
    <Card as="section" className="loyalty-section" aria-labelledby={titleId}>
      <h2 id={titleId}>{title}</h2>
      {lead ? <p className="loyalty-section__lead">{lead}</p> : null}
      {children}
    </Card>
  );
}

/** What a programme the plan does not include shows instead of its form. */
export function PlanRefused({ pricing, t }: { pricing: string; t: Translate }) {
  return (
    <div className="loyalty-refused">
      <p>{t('loyalty.notIncluded')}</p>
      <Link to={pricing}>{t('loyalty.seePlans')}</Link>
    </div>
  );
}

/** The 'Enabled' switch of a programme. */
export function EnabledSwitch({
  checked,
  onChange,
  t,
}: {
  checked: boolean;
  onChange: (checked: boolean) => void;
  t: Translate;
}) {
  return (
    <label className="checkbox loyalty-switch">
      <input
        type="checkbox"
        role="switch"
        checked={checked}
        onChange={(event) => onChange(event.target.checked)}
      />
      <span>{t('loyalty.enabled')}</span>
    </label>
  );
}

/** A field's problem in the reader's words (`min`/`max`: the field's limits). */
export function problemText(
  problem: Problem | undefined,
  t: Translate,
  limits: { min?: number; max?: number } = {},
): string | null {
  switch (problem) {
    case undefined:
      return null;
    case 'range':
      return t('loyalty.problem.range', { min: limits.min ?? 0, max: limits.max ?? 0 });
    case 'tooLong':
      return t('loyalty.problem.tooLong', { max: limits.max ?? 0 });
    default:
      return t(`loyalty.problem.${problem}`);
  }
}

/** The save button and how the last save went. */
export function SaveBar({ save, t }: { save: SaveState; t: Translate }) {
  return (
    <div className="loyalty-save">
      <Button type="submit" disabled={save.status === 'saving'}>
        {save.status === 'saving' ? t('loyalty.saving') : t('loyalty.save')}
      </Button>
      <div role="status" className="loyalty-save__status">
        {save.status === 'saved' ? t('loyalty.saved') : null}
      </div>
      {save.status === 'failed' ? (
        <p className="field__error" role="alert">
          {save.forbidden
            ? t('loyalty.notIncluded')
            : Object.keys(save.fieldErrors).length > 0
              ? t('loyalty.fixErrors')
              : (save.message ?? t('loyalty.saveFailed'))}
        </p>
      ) : null}
    </div>
  );
}
