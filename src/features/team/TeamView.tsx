import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { Branch } from '@contract/store';
import type {
  MemberRole,
  MerchantRole,
  ShopActivity,
  TeamMember,
  TeamResponse,
} from '@contract/staff';
import { teamRoom } from '@contract/staff';
import { routePaths } from '../../app/routes';
import { Button } from '../../components/Button/Button';
import { ChoiceGroup } from '../../components/ChoiceGroup/ChoiceGroup';
import { Field, SelectField } from '../../components/Field/Field';
import { Message } from '../../components/Message/Message';
import { Page } from '../../components/Page/Page';
import { Table, type TableColumn } from '../../components/Table/Table';
import { formatDate, formatYangonDayTime } from '../../i18n/dates';
import { formatInteger, localiseDigits } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { ConfirmFrame, FormDialogFrame } from '../../shared/forms/FormDialog';
import type { FieldErrors } from '../../shared/forms/callFailure';
import type { MemberForm, InviteForm } from './teamThunks';
import type { MemberTarget, TeamDialog, TeamNotice } from './teamSlice';
import './team.css';

const ROLE_WORDS = {
  owner: 'team.roleOwner',
  manager: 'team.roleManager',
  cashier: 'team.roleCashier',
} as const satisfies Record<MerchantRole, string>;

const ABOUT_WORDS = {
  owner: 'team.aboutOwner',
  manager: 'team.aboutManager',
  cashier: 'team.aboutCashier',
} as const satisfies Record<MerchantRole, string>;

export interface TeamEvents {
  onInvite: () => void;
  onSendInvite: (form: InviteForm) => void;
  onChange: (target: MemberTarget) => void;
  onSaveChange: (form: MemberForm) => void;
  onRemove: (target: MemberTarget) => void;
  onConfirmRemoval: () => void;
  onCloseDialog: () => void;
}

export interface TeamViewProps extends TeamEvents {
  team: TeamResponse;
  branches: readonly Branch[];
  /** The shop's latest actions; undefined while they load. */
  activity: readonly ShopActivity[] | undefined;
  dialog: TeamDialog;
  notice: TeamNotice | null;
  /** The owner's own devices and which events each is told of (the notifications card). */
  notifications?: ReactNode;
  t: Translate;
}

function noticeText(notice: TeamNotice, t: Translate): string {
  switch (notice.kind) {
    case 'invited':
      return t('team.invitedDone', {
        name: notice.name,
        phone: localiseDigits(notice.phone, t.language),
      });
    case 'changed':
      return t('team.changedDone', { name: notice.name, role: notice.role });
    case 'removed':
      return t('team.removedDone', { name: notice.name });
  }
}

/** The shop's team: who is on it, the plan's room, and the owner's dialogs. Props only. */
export function TeamView(props: TeamViewProps) {
  const { team, branches, activity, dialog, notice, t } = props;
  const headingId = useId();
  const activityId = useId();
  const count = team.members.length;
  const room = teamRoom(team.max_users, count);
  const full = room !== null && room <= 0;
  const branchName = (id: number | null) =>
    id === null ? t('team.allBranches') : (branches.find((b) => b.id === id)?.name ?? '');
  const columns: Array<TableColumn<TeamMember>> = [
    {
      header: t('team.name'),
      rowHeader: true,
      cell: (m) => (m.role === 'owner' ? `${m.name} ${t('team.you')}` : m.name),
    },
    { header: t('team.phone'), cell: (m) => localiseDigits(m.phone, t.language) },
    { header: t('team.role'), cell: (m) => t(ROLE_WORDS[m.role]) },
    { header: t('team.branch'), cell: (m) => branchName(m.branch_id) },
    {
      header: t('team.status'),
      cell: (m) =>
        m.joined_at === null
          ? t('team.invited')
          : t('team.joined', { date: formatDate(m.joined_at, t.language) }),
    },
    {
      header: t('team.actions'),
      cell: (m) =>
        m.id === null ? null : (
          <span className="team-actions">
            <Button
              variant="secondary"
              onClick={() => props.onChange({ memberId: m.id!, name: m.name })}
              aria-label={`${t('team.change')}: ${m.name}`}
            >
              {t('team.change')}
            </Button>
            <Button
              variant="danger"
              onClick={() => props.onRemove({ memberId: m.id!, name: m.name })}
              aria-label={`${t('team.remove')}: ${m.name}`}
            >
              {t('team.remove')}
            </Button>
          </span>
        ),
    },
  ];
  const member =
    dialog.status === 'changing' || dialog.status === 'savingChange'
      ? team.members.find((m) => m.id === dialog.target.memberId)
      : undefined;
  return (
    <Page title={t('team.title')} className="team-page">
      <p className="page__lead">{t('team.intro')}</p>
      <p className="team-room">
        {team.max_users === null
          ? t('team.roomUnlimited', { count })
          : t('team.room', { count, max: localiseDigits(String(team.max_users), t.language) })}
      </p>
      <Message tone="status">{notice ? <p>{noticeText(notice, t)}</p> : null}</Message>
      {full ? (
        <p className="team-full">
          {t('team.full')} <Link to={routePaths.price}>{t('team.upgrade')}</Link>
        </p>
      ) : (
        <Button onClick={props.onInvite}>{t('team.invite')}</Button>
      )}

      <h2 id={headingId}>{t('team.members')}</h2>
      <Table
        labelledBy={headingId}
        columns={columns}
        rows={team.members}
        rowKey={(m) => m.id ?? 0}
      />

      <section className="team-activity" aria-labelledby={activityId}>
        <h2 id={activityId}>{t('team.activityTitle')}</h2>
        {activity === undefined ? null : activity.length === 0 ? (
          <p>{t('team.activityNone')}</p>
        ) : (
          <ul>
            {activity.map((a) => (
              <li key={a.id}>
                <span className="team-activity__when">{formatYangonDayTime(a.at, t.language)}</span>{' '}
                {t(`team.did.${a.action}`, {
                  actor: a.actor_name,
                  number: a.order_number === null ? '' : formatInteger(a.order_number, t.language),
                  person: a.customer === null ? '' : localiseDigits(a.customer, t.language),
                })}
              </li>
            ))}
          </ul>
        )}
      </section>
      {props.notifications}

      <dl className="team-roles">
        {(['owner', 'manager', 'cashier'] as const).map((role) => (
          <div key={role}>
            <dt>{t(ROLE_WORDS[role])}</dt>
            <dd>{t(ABOUT_WORDS[role])}</dd>
          </div>
        ))}
      </dl>

      {dialog.status === 'inviting' || dialog.status === 'sendingInvite' ? (
        <InviteDialog
          branches={branches}
          busy={dialog.status === 'sendingInvite'}
          fieldErrors={dialog.status === 'inviting' ? dialog.fieldErrors : {}}
          error={dialog.status === 'inviting' ? dialog.error : null}
          onSend={props.onSendInvite}
          onClose={props.onCloseDialog}
          t={t}
        />
      ) : null}
      {(dialog.status === 'changing' || dialog.status === 'savingChange') && member ? (
        <ChangeDialog
          name={dialog.target.name}
          initial={{
            role: member.role === 'manager' ? 'manager' : 'cashier',
            branchId: member.branch_id,
          }}
          branches={branches}
          busy={dialog.status === 'savingChange'}
          fieldErrors={dialog.status === 'changing' ? dialog.fieldErrors : {}}
          error={dialog.status === 'changing' ? dialog.error : null}
          onSave={props.onSaveChange}
          onClose={props.onCloseDialog}
          t={t}
        />
      ) : null}
      {dialog.status === 'confirmingRemoval' || dialog.status === 'removing' ? (
        <ConfirmFrame
          title={t('team.removeTitle', { name: dialog.target.name })}
          question={t('team.removeBody')}
          busy={dialog.status === 'removing'}
          error={dialog.status === 'confirmingRemoval' ? dialog.error : null}
          onConfirm={props.onConfirmRemoval}
          onCancel={props.onCloseDialog}
          words={{
            cancel: t('team.cancel'),
            confirm: t('team.removeConfirm'),
            busy: t('team.removing'),
            close: t('team.close'),
          }}
          className="team-dialog"
        />
      ) : null}
    </Page>
  );
}

interface RoleFieldsProps {
  value: MemberForm;
  branches: readonly Branch[];
  fieldErrors: FieldErrors;
  onChange: (value: MemberForm) => void;
  t: Translate;
}

/** The role, and for a cashier the branch they work at (or every branch). */
function RoleFields({ value, branches, fieldErrors, onChange, t }: RoleFieldsProps) {
  return (
    <>
      <ChoiceGroup<MemberRole>
        legend={t('team.role')}
        options={(['manager', 'cashier'] as const).map((role) => ({
          value: role,
          label: t(ROLE_WORDS[role]),
        }))}
        value={value.role}
        onChange={(role) => onChange({ ...value, role })}
      />
      <p className="field__hint">{t(ABOUT_WORDS[value.role])}</p>
      {value.role === 'cashier' && branches.length > 0 ? (
        <SelectField
          label={t('team.branch')}
          name="branch_id"
          value={value.branchId === null ? '' : String(value.branchId)}
          options={[
            { value: '', label: t('team.allBranches') },
            ...branches.map((b) => ({ value: String(b.id), label: b.name })),
          ]}
          error={fieldErrors.branch_id}
          onChange={(event) =>
            onChange({
              ...value,
              branchId: event.target.value === '' ? null : Number(event.target.value),
            })
          }
        />
      ) : null}
    </>
  );
}

interface InviteDialogProps {
  branches: readonly Branch[];
  busy: boolean;
  fieldErrors: FieldErrors;
  error: string | null;
  onSend: (form: InviteForm) => void;
  onClose: () => void;
  t: Translate;
}

function InviteDialog({
  branches,
  busy,
  fieldErrors,
  error,
  onSend,
  onClose,
  t,
}: InviteDialogProps) {
  const formId = useId();
  const [form, setForm] = useState<InviteForm>({
    name: '',
    phone: '',
    role: 'cashier',
    branchId: null,
  });
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSend(form);
  };
  return (
    <FormDialogFrame
      title={t('team.inviteTitle')}
      onClose={onClose}
      closeLabel={t('team.close')}
      className="team-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('team.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? t('team.inviting') : t('team.sendInvite')}
          </Button>
        </>
      }
    >
      <form id={formId} className="team-form" onSubmit={send} noValidate>
        <p>{t('team.inviteIntro', { path: routePaths.staffLogin })}</p>
        <Field
          label={t('team.name')}
          name="name"
          autoComplete="off"
          maxLength={100}
          value={form.name}
          error={fieldErrors.name}
          onChange={(event) => setForm({ ...form, name: event.target.value })}
        />
        <Field
          label={t('team.phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          autoComplete="off"
          maxLength={20}
          value={form.phone}
          error={fieldErrors.phone}
          onChange={(event) => setForm({ ...form, phone: event.target.value })}
        />
        <RoleFields
          value={form}
          branches={branches}
          fieldErrors={fieldErrors}
          onChange={(value) => setForm({ ...form, ...value })}
          t={t}
        />
      </form>
      <Message tone="error">{error ? <p>{error}</p> : null}</Message>
    </FormDialogFrame>
  );
}

interface ChangeDialogProps {
  name: string;
  initial: MemberForm;
  branches: readonly Branch[];
  busy: boolean;
  fieldErrors: FieldErrors;
  error: string | null;
  onSave: (form: MemberForm) => void;
  onClose: () => void;
  t: Translate;
}

function ChangeDialog(props: ChangeDialogProps) {
  const { name, initial, branches, busy, fieldErrors, error, onSave, onClose, t } = props;
  const formId = useId();
  const [form, setForm] = useState<MemberForm>(initial);
  const save = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onSave(form);
  };
  return (
    <FormDialogFrame
      title={t('team.changeTitle', { name })}
      onClose={onClose}
      closeLabel={t('team.close')}
      className="team-dialog"
      actions={
        <>
          <Button variant="secondary" onClick={onClose} disabled={busy}>
            {t('team.cancel')}
          </Button>
          <Button type="submit" form={formId} disabled={busy}>
            {busy ? t('team.saving') : t('team.save')}
          </Button>
        </>
      }
    >
      <form id={formId} className="team-form" onSubmit={save} noValidate>
        <RoleFields
          value={form}
          branches={branches}
          fieldErrors={fieldErrors}
          onChange={setForm}
          t={t}
        />
      </form>
      <Message tone="error">{error ? <p>{error}</p> : null}</Message>
    </FormDialogFrame>
  );
}
