import { Button } from '../../components/Button/Button';
import { Field } from '../../components/Field/Field';
import { Message } from '../../components/Message/Message';
import { Dialog } from '../../components/Modal/Dialog';
import type { Translate } from '../../i18n/translate';
import type { ShareState } from './shareSlice';
import { shopShareLinks } from './shopShare';

export interface ShareShopViewProps {
  state: ShareState;
  onShare: () => void;
  onCopy: () => void;
  onClose: () => void;
  t: Translate;
}

/**
 * 'Share' on a store page and, where the browser has no share sheet, its dialog: links to share
 * the page on Viber, Facebook and Telegram (plain links: nothing of theirs is loaded here) and
 * 'Copy link', whose outcome is announced; a link that could not be copied is shown, selected,
 * to be copied by hand.
 */
export function ShareShopView({ state, onShare, onCopy, onClose, t }: ShareShopViewProps) {
  return (
    <div className="shop-share">
      <Button variant="secondary" onClick={onShare} aria-haspopup="dialog">
        {t('marketplace.share.button')}
      </Button>
      {state.status === 'open' ? (
        <Dialog title={t('marketplace.share.title')} onClose={onClose} className="share-dialog">
          <ul className="share-dialog__links">
            {(['viber', 'facebook', 'telegram'] as const).map((app) => (
              <li key={app}>
                <a
                  className="button button--secondary button--block"
                  href={shopShareLinks(state.target.url, state.target.text)[app]}
                  target="_blank"
                  rel="noopener noreferrer"
                >
                  {t(`marketplace.share.${app}`)}
                </a>
              </li>
            ))}
            <li>
              <Button
                variant="secondary"
                block
                onClick={onCopy}
                disabled={state.copy === 'copying'}
              >
                {t('marketplace.share.copy')}
              </Button>
            </li>
          </ul>
          <Message tone={state.copy === 'failed' ? 'error' : 'success'}>
            {state.copy === 'copied'
              ? t('marketplace.share.copied')
              : state.copy === 'failed'
                ? t('marketplace.share.copyFailed')
                : null}
          </Message>
          {state.copy === 'failed' ? (
            <Field
              label={t('marketplace.share.link')}
              type="url"
              readOnly
              value={state.target.url}
              onFocus={(event) => event.currentTarget.select()}
            />
          ) : null}
        </Dialog>
      ) : null}
    </div>
  );
}
