import { useId, useState, type FormEvent, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import {
  MAX_REVISION_ROUNDS,
  type AdminDesignDetail,
  type AdminDesignQueue,
  type AdminDesignSummary,
  type DesignFile,
} from '@contract/designs';
import { Button } from '../../../components/Button/Button';
import { ChoiceGroup } from '../../../components/ChoiceGroup/ChoiceGroup';
import { Field } from '../../../components/Field/Field';
import { Message } from '../../../components/Message/Message';
import { Table } from '../../../components/Table/Table';
import { formatDate, formatYangonDayTime } from '../../../i18n/dates';
import { localiseDigits } from '../../../i18n/format';
import type { Translate } from '../../../i18n/translate';
import { DesignColoursView } from '../../../shared/designs/DesignFileView';
import { groupDesignFiles } from '../../../shared/designs/designRules';
import { Photo } from '../../../shared/photos/Photo';
import { adminPath } from '../adminSections';
import type { QueueFilter } from './adminDesignsApi';
import type { DesignerAction, DesignerNotice, DesignerStep } from './adminDesignsSlice';
import { commentKindWords, mmk, STATE_WORDS, waitingWords } from './designWords';
import './designs.css';

/** The page of one request in the back office. */
export const designPath = (requestId: number): string => adminPath('designs', String(requestId));

export interface DesignQueueViewProps {
  queue: AdminDesignQueue | null;
  failed: boolean;
  filter: QueueFilter;
  /** Requests with a step of the merchant's not yet seen. */
  unseenIds: ReadonlySet<number>;
  onFilter: (filter: QueueFilter) => void;
  onRetry: () => void;
  t: Translate;
}

/** `/admin/designs`: the requests waiting for a designer (oldest step first), or all. */
export function DesignQueueView({
  queue,
  failed,
  filter,
  unseenIds,
  onFilter,
  onRetry,
  t,
}: DesignQueueViewProps) {
  const titleId = useId();
  return (
    <div className="admin-designs">
      <h1 id={titleId}>{t('admin.designs.title')}</h1>
      {queue && queue.unseen > 0 ? (
        <p className="admin-designs__unseen">
          {t('admin.designs.unseen', { count: queue.unseen })}
        </p>
      ) : null}
      <ChoiceGroup<QueueFilter>
        legend={t('admin.designs.show')}
        options={[
          { value: 'waiting', label: t('admin.designs.showWaiting') },
          { value: 'all', label: t('admin.designs.showAll') },
        ]}
        value={filter}
        onChange={onFilter}
      />
      {failed ? (
        <div role="alert">
          <p>{t('admin.designs.loadFailed')}</p>
          <Button onClick={onRetry}>{t('admin.designs.retry')}</Button>
        </div>
      ) : queue === null ? (
        <p role="status">{t('admin.designs.loading')}</p>
      ) : queue.requests.length === 0 ? (
        <p>{filter === 'waiting' ? t('admin.designs.none') : t('admin.designs.noneAll')}</p>
      ) : (
        <Table<AdminDesignSummary>
          labelledBy={titleId}
          rows={queue.requests}
          rowKey={(r) => r.id}
          columns={[
            {
              header: t('admin.designs.request'),
              label: t('admin.designs.request'),
              rowHeader: true,
              cell: (r) => (
                <>
                  <Link
                    to={designPath(r.id)}
                    aria-label={t('admin.designs.openNamed', { id: r.id })}
                  >
                    {t('admin.designs.number', { id: r.id })}
                  </Link>
                  {unseenIds.has(r.id) ? (
                    <>
                      {' '}
                      <span className="admin-designs__new">{t('admin.designs.new')}</span>
                    </>
                  ) : null}
                </>
              ),
            },
            { header: t('admin.designs.shop'), cell: (r) => r.shop.shop_name },
            { header: t('admin.designs.product'), cell: (r) => r.product.name },
            { header: t('admin.designs.state'), cell: (r) => t(STATE_WORDS[r.state]) },
            { header: t('admin.designs.waiting'), cell: (r) => waitingWords(r.waiting_on, t) },
            {
              header: t('admin.designs.updated'),
              cell: (r) => formatYangonDayTime(r.updated_at, t.language),
            },
          ]}
        />
      )}
    </div>
  );
}

export interface DesignDetailViewProps {
  request: AdminDesignDetail;
  action: DesignerAction;
  notice: DesignerNotice | null;
  /** One file of the request, drawn from its bytes (with what the designer may do with it). */
  renderFile: (file: DesignFile, alt: string, children?: ReactNode) => ReactNode;
  onStep: (step: DesignerStep) => void;
  onUpload: (file: File | null) => void;
  onRemove: (file: DesignFile) => void;
  t: Translate;
}

function NoticeView({ notice, t }: { notice: DesignerNotice | null; t: Translate }) {
  let said: string | null = null;
  switch (notice?.kind) {
    case 'done':
      said =
        notice.step === 'consultation'
          ? t('admin.designs.notice.noted')
          : notice.step === 'publish'
            ? t('admin.designs.notice.published')
            : t('admin.designs.notice.delivered');
      break;
    case 'uploaded':
      said = t('admin.designs.notice.uploaded', { name: notice.name });
      break;
    case 'removed':
      said = t('admin.designs.notice.removed', { name: notice.name });
      break;
    default:
      said = null;
  }
  return (
    <>
      <Message tone="status">{said ? <p>{said}</p> : null}</Message>
      <Message tone="error">{notice?.kind === 'failed' ? <p>{notice.message}</p> : null}</Message>
    </>
  );
}

/** The field of an upload at the request's step: a draft, a revised version, a final file. */
function UploadForm({
  label,
  busy,
  onUpload,
  t,
}: {
  label: string;
  busy: boolean;
  onUpload: (file: File | null) => void;
  t: Translate;
}) {
  const [file, setFile] = useState<File | null>(null);
  const send = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (!busy) onUpload(file);
  };
  return (
    <form className="admin-designs-upload" onSubmit={send} noValidate>
      <Field
        label={label}
        name="file"
        type="file"
        accept="image/png,image/jpeg,application/pdf"
        onChange={(event) => setFile(event.target.files?.[0] ?? null)}
      />
      <Button type="submit" disabled={busy}>
        {busy ? t('admin.designs.actions.uploading') : t('admin.designs.actions.upload')}
      </Button>
    </form>
  );
}

/** What the designer does next at the request's step. */
function NextStep({ request, action, onStep, onUpload, t }: DesignDetailViewProps) {
  const busy = action.status !== 'idle';
  switch (request.state) {
    case 'consultation':
      return (
        <Button disabled={busy} onClick={() => onStep('consultation')}>
          {t('admin.designs.actions.note')}
        </Button>
      );
    case 'drafts':
    case 'revision':
    case 'final': {
      const label =
        request.state === 'drafts'
          ? t('admin.designs.actions.fileDraft')
          : request.state === 'revision'
            ? t('admin.designs.actions.fileRevision')
            : t('admin.designs.actions.fileFinal');
      return (
        <>
          <UploadForm
            // A stored file clears the field for the next one.
            key={request.files.length}
            label={label}
            busy={action.status === 'uploading'}
            onUpload={onUpload}
            t={t}
          />
          <p>
            <Button
              disabled={busy}
              onClick={() => onStep(request.state === 'final' ? 'deliver' : 'publish')}
            >
              {request.state === 'final'
                ? t('admin.designs.actions.deliver')
                : t('admin.designs.actions.publish')}
            </Button>
          </p>
        </>
      );
    }
    case 'review':
    case 'brief':
      return <p>{t('admin.designs.actions.waitingMerchant')}</p>;
    case 'delivered':
      return (
        <p>
          {t('admin.designs.actions.deliveredOn', {
            date: formatDate(request.delivered_at ?? request.updated_at, t.language),
          })}
        </p>
      );
  }
}

/**
 * `/admin/designs/:requestId`: the request whole (shop, product, extras, brief, colours, logo,
 * comments), the designer's next step, and every file by round with its marks; an unpublished one
 * can be removed. Props only.
 */
export function DesignDetailView(props: DesignDetailViewProps) {
  const { request, action, notice, renderFile, onRemove, t } = props;
  const stepId = useId();
  const filesId = useId();
  const groups = groupDesignFiles(request.files);
  const removable = ['drafts', 'revision', 'final'].includes(request.state);
  const digits = (n: number | string) => localiseDigits(String(n), t.language);
  const roundTitle = (round: number) =>
    round === 0
      ? t('admin.designs.detail.conceptDrafts')
      : t('admin.designs.detail.revisedRound', { round });
  const fileItem = (file: DesignFile) => {
    const removing = action.status === 'removing' && action.fileId === file.id;
    return (
      <li key={file.id}>
        {renderFile(
          file,
          t('admin.designs.detail.fileImage', { name: file.name }),
          <>
            <span>
              {file.published
                ? t('admin.designs.detail.published')
                : t('admin.designs.detail.unpublished')}
            </span>
            {request.chosen_file_id === file.id ? (
              <strong>{t('admin.designs.detail.chosen')}</strong>
            ) : null}
            {removable && !file.published ? (
              <Button
                variant="danger"
                disabled={action.status !== 'idle'}
                aria-label={t('admin.designs.detail.removeNamed', { name: file.name })}
                onClick={() => onRemove(file)}
              >
                {removing ? t('admin.designs.detail.removing') : t('admin.designs.detail.remove')}
              </Button>
            ) : null}
          </>,
        )}
      </li>
    );
  };
  const extras = request.extras.map((extra) => extra.name);
  return (
    <div className="admin-designs">
      <p>
        <Link to={adminPath('designs')}>{t('admin.designs.detail.back')}</Link>
      </p>
      <h1>{t('admin.designs.detail.title', { id: request.id })}</h1>
      <dl className="admin-designs__facts">
        <div>
          <dt>{t('admin.designs.shop')}</dt>
          <dd>{request.shop.shop_name}</dd>
          <dd>{t('admin.designs.detail.merchant', { id: request.shop.merchant_id })}</dd>
        </div>
        <div>
          <dt>{t('admin.designs.detail.phone')}</dt>
          <dd>{digits(request.shop.phone)}</dd>
        </div>
        <div>
          <dt>{t('admin.designs.product')}</dt>
          <dd>{request.product.name}</dd>
        </div>
        <div>
          <dt>{t('admin.designs.detail.extras')}</dt>
          <dd>
            {extras.length > 0
              ? extras.join(t.language === 'my' ? '၊ ' : ', ')
              : t('admin.designs.detail.noExtras')}
          </dd>
        </div>
        <div>
          <dt>{t('admin.designs.detail.total')}</dt>
          <dd>{mmk(request.total, t)}</dd>
        </div>
        <div>
          <dt>{t('admin.designs.detail.asked')}</dt>
          <dd>{formatDate(request.created_at, t.language)}</dd>
        </div>
        <div>
          <dt>{t('admin.designs.state')}</dt>
          <dd>{t(STATE_WORDS[request.state])}</dd>
        </div>
        <div>
          <dt>{t('admin.designs.waiting')}</dt>
          <dd>{waitingWords(request.waiting_on, t)}</dd>
        </div>
      </dl>
      <p>
        {t('admin.designs.detail.revisions', {
          used: request.revision_rounds,
          total: MAX_REVISION_ROUNDS,
        })}
      </p>

      <h2>{t('admin.designs.detail.brief')}</h2>
      <p className="admin-designs__brief">{request.brief}</p>
      <h2>{t('admin.designs.detail.colours')}</h2>
      <DesignColoursView
        colours={request.colours}
        label={(n, value) => t('admin.designs.detail.colour', { n, value })}
        none={t('admin.designs.detail.noColours')}
      />
      <h2>{t('admin.designs.detail.logo')}</h2>
      {request.logo_photo ? (
        <Photo
          photo={request.logo_photo}
          sizes="12rem"
          alt={t('admin.designs.detail.logoImage')}
          className="admin-designs__logo"
        />
      ) : groups.logo ? (
        <div className="admin-designs__logo">
          {renderFile(groups.logo, t('admin.designs.detail.logoImage'))}
        </div>
      ) : (
        <p>{t('admin.designs.detail.noLogo')}</p>
      )}

      <h2>{t('admin.designs.detail.comments')}</h2>
      {request.comments.length === 0 ? (
        <p>{t('admin.designs.detail.noComments')}</p>
      ) : (
        <ul className="admin-designs__comments">
          {request.comments.map((comment) => (
            <li key={comment.id}>
              <p className="admin-designs__meta">
                {t('admin.designs.detail.commentMeta', {
                  who: t(`admin.designs.detail.by.${comment.author}`),
                  kind: commentKindWords(comment.kind, t),
                  date: formatYangonDayTime(comment.created_at, t.language),
                })}
              </p>
              <p className="admin-designs__brief">{comment.body}</p>
            </li>
          ))}
        </ul>
      )}

      <section aria-labelledby={stepId} className="admin-designs__step">
        <h2 id={stepId}>{t('admin.designs.actions.title')}</h2>
        <NoticeView notice={notice} t={t} />
        <NextStep {...props} />
      </section>

      <section aria-labelledby={filesId}>
        <h2 id={filesId}>{t('admin.designs.detail.files')}</h2>
        {groups.rounds.length === 0 && groups.finals.length === 0 ? (
          <p>{t('admin.designs.detail.noFiles')}</p>
        ) : null}
        {groups.rounds.map(({ round, files }) => (
          <section key={round} aria-label={roundTitle(round)}>
            <h3>{roundTitle(round)}</h3>
            <ul className="design-files">{files.map(fileItem)}</ul>
          </section>
        ))}
        {groups.finals.length > 0 ? (
          <section aria-label={t('admin.designs.detail.finals')}>
            <h3>{t('admin.designs.detail.finals')}</h3>
            <ul className="design-files">{groups.finals.map(fileItem)}</ul>
          </section>
        ) : null}
      </section>
    </div>
  );
}
