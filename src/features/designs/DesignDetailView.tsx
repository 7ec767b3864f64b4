import { useEffect, useId, useRef, type ReactNode } from 'react';
import type { DesignCatalogue, DesignFile, DesignRequestDetail } from '@contract/designs';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { formatDate, formatYangonDayTime } from '../../i18n/dates';
import type { Translate } from '../../i18n/translate';
import { DesignColoursView } from '../../shared/designs/DesignFileView';
import { groupDesignFiles } from '../../shared/designs/designRules';
import { Photo } from '../../shared/photos/Photo';
import { commentKindWords, itemName, mmk, STATE_WORDS, waitingWords } from './designWords';
import type { DesignsStep } from './designsSlice';

/** The open request as far as it has arrived. */
export type DetailShown =
  { status: 'loading' } | { status: 'failed' } | { status: 'shown'; request: DesignRequestDetail };

export interface DesignDetailViewProps {
  requestId: number;
  detail: DetailShown;
  catalogue: DesignCatalogue;
  step: DesignsStep;
  renderFile: (file: DesignFile, alt: string, children?: ReactNode) => ReactNode;
  onClose: () => void;
  onPick: (fileId: number) => void;
  onAskRevision: () => void;
  onAccept: () => void;
  onUseOnStampCard: () => void;
  t: Translate;
}

/** What the request waits for, in a sentence. */
function turnWords(request: DesignRequestDetail, t: Translate): string {
  if (request.state === 'delivered' && request.delivered_at !== null) {
    return t('designs.detail.deliveredOn', { date: formatDate(request.delivered_at, t.language) });
  }
  return request.waiting_on === 'merchant'
    ? t('designs.detail.yourTurn')
    : t('designs.detail.designerTurn');
}

function Facts({
  request,
  catalogue,
  t,
}: {
  request: DesignRequestDetail;
  catalogue: DesignCatalogue;
  t: Translate;
}) {
  const extras = request.extras.map((extra) => itemName(catalogue, extra, t.language));
  return (
    <dl className="designs-facts">
      <div>
        <dt>{t('designs.requests.state')}</dt>
        <dd>{t(STATE_WORDS[request.state])}</dd>
      </div>
      <div>
        <dt>{t('designs.requests.waiting')}</dt>
        <dd>{waitingWords(request.waiting_on, t)}</dd>
      </div>
      <div>
        <dt>{t('designs.detail.extras')}</dt>
        <dd>
          {extras.length > 0
            ? extras.join(t.language === 'my' ? '၊ ' : ', ')
            : t('designs.detail.noExtras')}
        </dd>
      </div>
      <div>
        <dt>{t('designs.detail.total')}</dt>
        <dd>{mmk(request.total, t)}</dd>
      </div>
      <div>
        <dt>{t('designs.detail.asked')}</dt>
        <dd>{formatDate(request.created_at, t.language)}</dd>
      </div>
    </dl>
  );
}

/**
 * One request whole: its facts, the brief, the designer's notes and the merchant's comments, the
 * published drafts by round (each can be picked while the request waits for the merchant), the
 * merchant's two steps (accept, revise), and once delivered the final files and, for a stamp
 * design, the way onto the stamp card. Props only.
 */
export function DesignDetailView(props: DesignDetailViewProps) {
  const { requestId, detail, catalogue, step, t } = props;
  const headingId = useId();
  const heading = useRef<HTMLHeadingElement>(null);
  // Opening a request takes the reader to it.
  useEffect(() => heading.current?.focus(), [requestId]);
  const request = detail.status === 'shown' ? detail.request : null;
  const title = request
    ? t('designs.detail.title', {
        id: request.id,
        product: itemName(catalogue, request.product, t.language),
      })
    : t('designs.requests.openNamed', { id: requestId });
  return (
    <Card as="section" className="designs-section designs-detail" aria-labelledby={headingId}>
      <h2 id={headingId} ref={heading} tabIndex={-1}>
        {title}
      </h2>
      <p>
        <Button variant="secondary" onClick={props.onClose}>
          {t('designs.detail.back')}
        </Button>
      </p>
      {request ? (
        <RequestBody {...props} request={request} />
      ) : detail.status === 'failed' ? (
        <p role="alert">{t('designs.detail.loadFailed')}</p>
      ) : (
        <p role="status">{t('designs.detail.loading')}</p>
      )}
      {step.status !== 'idle' ? (
        <p role="status" className="visually-hidden">
          {step.status === 'picking' ? t('designs.detail.picking') : t('designs.detail.applying')}
        </p>
      ) : null}
    </Card>
  );
}

function RequestBody({
  request,
  catalogue,
  step,
  renderFile,
  onPick,
  onAskRevision,
  onAccept,
  onUseOnStampCard,
  t,
}: DesignDetailViewProps & { request: DesignRequestDetail }) {
  const groups = groupDesignFiles(request.files);
  const reviewing = request.state === 'review';
  const busy = step.status !== 'idle';
  const forStampCard =
    catalogue.products.find((product) => product.code === request.product.code)?.stamp_card ===
    true;
  const roundTitle = (round: number) =>
    round === 0 ? t('designs.detail.conceptDrafts') : t('designs.detail.revisedRound', { round });
  return (
    <>
      <p className="designs-turn">{turnWords(request, t)}</p>
      <Facts request={request} catalogue={catalogue} t={t} />
      <p className="designs-rounds">
        {t('designs.detail.revisionsLeft', {
          left: request.revisions_left,
          total: catalogue.revision_rounds,
        })}
      </p>

      <h3>{t('designs.detail.brief')}</h3>
      <p className="designs-brief">{request.brief}</p>
      <h3>{t('designs.detail.colours')}</h3>
      <DesignColoursView
        colours={request.colours}
        label={(n, value) => t('designs.detail.colour', { n, value })}
        none={t('designs.detail.noColours')}
      />
      <h3>{t('designs.detail.logo')}</h3>
      {request.logo_photo ? (
        <Photo
          photo={request.logo_photo}
          sizes="12rem"
          alt={t('designs.detail.logoImage')}
          className="designs-logo"
        />
      ) : groups.logo ? (
        <div className="designs-logo">{renderFile(groups.logo, t('designs.detail.logoImage'))}</div>
      ) : (
        <p>{t('designs.detail.noLogo')}</p>
      )}

      <h3>{t('designs.detail.notes')}</h3>
      {request.comments.length === 0 ? (
        <p>{t('designs.detail.noNotes')}</p>
      ) : (
        <ul className="designs-comments">
          {request.comments.map((comment) => (
            <li key={comment.id}>
              <p className="designs-comments__meta">
                {t('designs.detail.commentMeta', {
                  who: t(`designs.detail.by.${comment.author}`),
                  kind: commentKindWords(comment.kind, t),
                  date: formatYangonDayTime(comment.created_at, t.language),
                })}
              </p>
              <p className="designs-comments__body">{comment.body}</p>
            </li>
          ))}
        </ul>
      )}

      <h3>{t('designs.detail.drafts')}</h3>
      {groups.rounds.length === 0 ? (
        <p>{t('designs.detail.noDrafts')}</p>
      ) : (
        groups.rounds.map(({ round, files }) => (
          <section key={round} aria-label={roundTitle(round)}>
            <h4>{roundTitle(round)}</h4>
            <ul className="design-files">
              {files.map((file) => {
                const chosen = request.chosen_file_id === file.id;
                const picking = step.status === 'picking' && step.fileId === file.id;
                return (
                  <li key={file.id}>
                    {renderFile(
                      file,
                      t('designs.detail.draftImage', { name: file.name }),
                      <>
                        {chosen ? (
                          <strong className="designs-chosen">{t('designs.detail.chosen')}</strong>
                        ) : null}
                        {reviewing && !chosen ? (
                          <Button
                            variant="secondary"
                            disabled={busy}
                            onClick={() => onPick(file.id)}
                            aria-label={t('designs.detail.pickNamed', { name: file.name })}
                          >
                            {picking ? t('designs.detail.picking') : t('designs.detail.pick')}
                          </Button>
                        ) : null}
                      </>,
                    )}
                  </li>
                );
              })}
            </ul>
          </section>
        ))
      )}
      {reviewing ? (
        <div className="designs-review">
          {request.chosen_file_id === null ? <p>{t('designs.detail.pickFirst')}</p> : null}
          <div className="designs-actions">
            <Button disabled={busy || request.chosen_file_id === null} onClick={onAccept}>
              {t('designs.detail.accept')}
            </Button>
            <Button
              variant="secondary"
              disabled={busy || request.chosen_file_id === null}
              onClick={onAskRevision}
            >
              {t('designs.detail.askRevision')}
            </Button>
          </div>
        </div>
      ) : null}

      {request.state === 'delivered' ? (
        <>
          <h3>{t('designs.detail.finals')}</h3>
          <ul className="design-files">
            {groups.finals.map((file) => (
              <li key={file.id}>
                {renderFile(file, t('designs.detail.finalImage', { name: file.name }))}
              </li>
            ))}
          </ul>
          {forStampCard ? (
            <p>
              <Button disabled={busy} onClick={onUseOnStampCard}>
                {step.status === 'applying'
                  ? t('designs.detail.applying')
                  : t('designs.detail.useOnStampCard')}
              </Button>
            </p>
          ) : null}
        </>
      ) : null}
    </>
  );
}
