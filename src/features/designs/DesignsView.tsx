import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type {
  DesignCatalogue,
  DesignFile,
  DesignRequestDetail,
  DesignRequestSummary,
  MerchantDesigns,
} from '@contract/designs';
import type { PriceLocationState } from '../../app/routes';
import { Button } from '../../components/Button/Button';
import { Card } from '../../components/Card/Card';
import { Message } from '../../components/Message/Message';
import { Page } from '../../components/Page/Page';
import { Table, type TableColumn } from '../../components/Table/Table';
import { formatDate } from '../../i18n/dates';
import { formatMmk } from '../../i18n/format';
import type { Translate } from '../../i18n/translate';
import { localName } from '../../shared/reference/localName';
import type { BriefForm } from './brief';
import { BriefDialog } from './BriefDialog';
import { DesignDetailView, type DetailShown } from './DesignDetailView';
import { itemName, mmk, STATE_WORDS, waitingWords } from './designWords';
import type { DesignsState } from './designsSlice';
import { AcceptDialog, RevisionDialog } from './StepDialogs';
import './designs.css';

export interface DesignsEvents {
  onAsk: () => void;
  onSendBrief: (form: BriefForm, logo: File | null) => void;
  onOpen: (requestId: number) => void;
  onCloseRequest: () => void;
  onPick: (fileId: number) => void;
  onAskRevision: () => void;
  onSendRevision: (comment: string) => void;
  onAccept: () => void;
  onConfirmAccept: () => void;
  onUseOnStampCard: () => void;
  onCloseDialog: () => void;
}

export interface DesignsViewProps extends DesignsEvents {
  catalogue: DesignCatalogue;
  designs: MerchantDesigns;
  /** Requests with a step of the designer's not yet seen. */
  unseenIds: ReadonlySet<number>;
  /** The open request, as far as it has arrived. */
  detail: DetailShown | null;
  state: DesignsState;
  /** /price with the add-on to select. */
  pricePath: string;
  priceState: PriceLocationState;
  loyaltyPath: string;
  /** One file of the open request, drawn from its bytes (with what this side may do with it). */
  renderFile: (file: DesignFile, alt: string, children?: ReactNode) => ReactNode;
  t: Translate;
}

function NoticeView({
  state,
  loyaltyPath,
  t,
}: Pick<DesignsViewProps, 'state' | 'loyaltyPath' | 't'>) {
  const { notice } = state;
  let said: ReactNode = null;
  switch (notice?.kind) {
    case 'requested':
      said = <p>{t('designs.notice.requested', { id: notice.requestId })}</p>;
      break;
    case 'revisionAsked':
      said = <p>{t('designs.notice.revisionAsked')}</p>;
      break;
    case 'accepted':
      said = <p>{t('designs.notice.accepted')}</p>;
      break;
    case 'applied':
      said = (
        <p>
          {t('designs.notice.applied')}{' '}
          <Link to={loyaltyPath}>{t('designs.notice.toLoyalty')}</Link>
        </p>
      );
      break;
    default:
      said = null;
  }
  return (
    <>
      <Message tone="status">{said}</Message>
      <Message tone="error">{notice?.kind === 'failed' ? <p>{notice.message}</p> : null}</Message>
    </>
  );
}

/** The add-on's units: how many designs the plan leaves, and the way to more. */
function UnitsView({
  designs,
  pricePath,
  priceState,
  onAsk,
  t,
}: Pick<DesignsViewProps, 'designs' | 'pricePath' | 'priceState' | 'onAsk' | 't'>) {
  const headingId = useId();
  const { units } = designs;
  return (
    <Card as="section" className="designs-section designs-units" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('designs.units.title')}</h2>
      <p className="designs-units__count">
        {units.bought === 0
          ? t('designs.units.none')
          : t('designs.units.count', { left: units.left, bought: units.bought })}
      </p>
      {units.left > 0 ? (
        <Button onClick={onAsk}>{t('designs.units.ask')}</Button>
      ) : (
        <p>
          {units.bought > 0 ? <>{t('designs.units.usedUp')} </> : null}
          <Link to={pricePath} state={priceState}>
            {t('designs.units.addMore')}
          </Link>
        </p>
      )}
    </Card>
  );
}

function RequestsView({
  catalogue,
  designs,
  unseenIds,
  opened,
  onOpen,
  t,
}: Pick<DesignsViewProps, 'catalogue' | 'designs' | 'unseenIds' | 'onOpen' | 't'> & {
  opened: number | null;
}) {
  const headingId = useId();
  const openId = (id: number) => `${headingId}-open-${id}`;
  // A request closed: the reader is back at the button that opened it.
  const wasOpen = useRef(opened);
  useEffect(() => {
    if (wasOpen.current !== null && opened === null) {
      document.getElementById(openId(wasOpen.current))?.focus();
    }
    wasOpen.current = opened;
  });
  const columns: Array<TableColumn<DesignRequestSummary>> = [
    {
      header: t('designs.requests.request'),
      rowHeader: true,
      cell: (r) => (
        <>
          {t('designs.requests.number', { id: r.id })}
          {unseenIds.has(r.id) ? (
            <>
              {' '}
              <span className="designs-new">{t('designs.requests.new')}</span>
            </>
          ) : null}
        </>
      ),
      label: t('designs.requests.request'),
    },
    {
      header: t('designs.requests.product'),
      cell: (r) => itemName(catalogue, r.product, t.language),
    },
    { header: t('designs.requests.total'), cell: (r) => mmk(r.total, t), numeric: true },
    { header: t('designs.requests.asked'), cell: (r) => formatDate(r.created_at, t.language) },
    { header: t('designs.requests.state'), cell: (r) => t(STATE_WORDS[r.state]) },
    { header: t('designs.requests.waiting'), cell: (r) => waitingWords(r.waiting_on, t) },
    {
      header: t('designs.requests.open'),
      cell: (r) => (
        <Button
          id={openId(r.id)}
          variant="secondary"
          onClick={() => onOpen(r.id)}
          aria-label={t('designs.requests.openNamed', { id: r.id })}
        >
          {t('designs.requests.open')}
        </Button>
      ),
    },
  ];
  return (
    <Card as="section" className="designs-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('designs.requests.title')}</h2>
      {designs.unseen > 0 ? (
        <p className="designs-unseen">{t('designs.requests.unseen', { count: designs.unseen })}</p>
      ) : null}
      {designs.requests.length === 0 ? (
        <p>{t('designs.requests.none')}</p>
      ) : (
        <Table
          labelledBy={headingId}
          columns={columns}
          rows={designs.requests}
          rowKey={(r) => r.id}
        />
      )}
    </Card>
  );
}

/** The products and extras with the server's prices. */
function CatalogueView({ catalogue, t }: Pick<DesignsViewProps, 'catalogue' | 't'>) {
  const headingId = useId();
  const productsId = useId();
  const extrasId = useId();
  const language = t.language;
  return (
    <Card as="section" className="designs-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('designs.catalogue.title')}</h2>
      <h3 id={productsId}>{t('designs.catalogue.products')}</h3>
      <Table
        labelledBy={productsId}
        rows={catalogue.products}
        rowKey={(p) => p.code}
        columns={[
          {
            header: t('designs.catalogue.item'),
            rowHeader: true,
            cell: (p) => (
              <>
                {localName(p, language)}
                {p.stamp_card ? (
                  <span className="designs-stamp-card">{t('designs.catalogue.forStampCard')}</span>
                ) : null}
              </>
            ),
            label: t('designs.catalogue.item'),
          },
          { header: t('designs.catalogue.price'), cell: (p) => mmk(p.price, t), numeric: true },
        ]}
      />
      <h3 id={extrasId}>{t('designs.catalogue.extras')}</h3>
      <Table
        labelledBy={extrasId}
        rows={catalogue.extras}
        rowKey={(e) => e.code}
        columns={[
          {
            header: t('designs.catalogue.item'),
            rowHeader: true,
            cell: (e) => localName(e, language),
          },
          {
            header: t('designs.catalogue.price'),
            cell: (e) => t('designs.plusMmk', { amount: formatMmk(e.price, language) }),
            numeric: true,
          },
        ]}
      />
    </Card>
  );
}

const STEPS = ['0', '1', '2', '3'] as const;

/** The four steps, in the add-on page's words. */
function StepsView({ t }: { t: Translate }) {
  const headingId = useId();
  return (
    <Card as="section" className="designs-section" aria-labelledby={headingId}>
      <h2 id={headingId}>{t('designs.steps.title')}</h2>
      <ol className="designs-steps">
        {STEPS.map((step) => (
          <li key={step}>
            <strong>{t(`designs.steps.${step}.title`)}</strong>
            <p>{t(`designs.steps.${step}.text`)}</p>
          </li>
        ))}
      </ol>
    </Card>
  );
}

/**
 * /store/designs: the units the plan leaves, the open request (if any), the shop's requests with
 * their state and who they wait for, what can be asked for at what price, and the four steps;
 * the page's dialogs on top. Props only.
 */
export function DesignsView(props: DesignsViewProps) {
  const { catalogue, designs, detail, state, t } = props;
  const { dialog } = state;
  const open: DesignRequestDetail | null = detail?.status === 'shown' ? detail.request : null;
  return (
    <Page title={t('designs.title')} className="designs-page">
      <p className="page__lead">{t('designs.intro')}</p>
      <NoticeView state={state} loyaltyPath={props.loyaltyPath} t={t} />
      <UnitsView
        designs={designs}
        pricePath={props.pricePath}
        priceState={props.priceState}
        onAsk={props.onAsk}
        t={t}
      />
      {detail !== null && state.opened !== null ? (
        <DesignDetailView
          requestId={state.opened}
          detail={detail}
          catalogue={catalogue}
          step={state.step}
          renderFile={props.renderFile}
          onClose={props.onCloseRequest}
          onPick={props.onPick}
          onAskRevision={props.onAskRevision}
          onAccept={props.onAccept}
          onUseOnStampCard={props.onUseOnStampCard}
          t={t}
        />
      ) : null}
      <RequestsView
        catalogue={catalogue}
        designs={designs}
        unseenIds={props.unseenIds}
        opened={state.opened}
        onOpen={props.onOpen}
        t={t}
      />
      <CatalogueView catalogue={catalogue} t={t} />
      <StepsView t={t} />

      {dialog.status === 'briefing' || dialog.status === 'sendingBrief' ? (
        <BriefDialog
          catalogue={catalogue}
          busy={dialog.status === 'sendingBrief'}
          fieldErrors={dialog.status === 'briefing' ? dialog.fieldErrors : {}}
          error={dialog.status === 'briefing' ? dialog.error : null}
          onSend={props.onSendBrief}
          onClose={props.onCloseDialog}
          t={t}
        />
      ) : null}
      {dialog.status === 'revising' || dialog.status === 'sendingRevision' ? (
        <RevisionDialog
          revisionsLeft={open?.revisions_left ?? null}
          rounds={catalogue.revision_rounds}
          busy={dialog.status === 'sendingRevision'}
          fieldErrors={dialog.status === 'revising' ? dialog.fieldErrors : {}}
          error={dialog.status === 'revising' ? dialog.error : null}
          onSend={props.onSendRevision}
          onClose={props.onCloseDialog}
          t={t}
        />
      ) : null}
      {dialog.status === 'confirmingAccept' || dialog.status === 'accepting' ? (
        <AcceptDialog
          busy={dialog.status === 'accepting'}
          error={dialog.status === 'confirmingAccept' ? dialog.error : null}
          onConfirm={props.onConfirmAccept}
          onClose={props.onCloseDialog}
          t={t}
        />
      ) : null}
    </Page>
  );
}
