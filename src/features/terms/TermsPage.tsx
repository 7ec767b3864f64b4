import { Link } from 'react-router-dom';
import { homeAnchors } from '../../app/routes';
import { Page } from '../../components/Page/Page';
import type { MessageKey } from '../../i18n/translate';
import { useTranslator } from '../../i18n/useTranslator';
import './terms.css';

/** A paragraph of a section of the terms (none takes values). */
type ParagraphKey = Extract<MessageKey, `terms.sections.${string}.p.${number}`>;

/** The sections of the terms, in order, with how many paragraphs each has in the catalogues. */
const SECTIONS = [
  ['service', 2],
  ['account', 3],
  ['plans', 2],
  ['paying', 2],
  ['life', 3],
  ['refunds', 2],
  ['merchants', 2],
  ['shoppers', 2],
  ['data', 3],
  ['responsibility', 2],
  ['changes', 1],
  ['law', 2],
] as const;

/**
 * /terms: the Terms and Conditions a merchant accepts on /price, for merchants and shoppers alike,
 * with a list of its sections to jump to (static).
 */
export function TermsPage() {
  const t = useTranslator();
  return (
    <Page title={t('terms.title')} className="info-page terms-page">
      <p className="terms-page__updated">{t('terms.updated')}</p>
      <p className="page__lead">{t('terms.lead')}</p>
      <nav aria-labelledby="terms-contents">
        <h2 id="terms-contents" className="visually-hidden">
          {t('terms.contents')}
        </h2>
        <ol className="terms-page__contents">
          {SECTIONS.map(([id]) => (
            <li key={id}>
              <a href={`#terms-${id}`}>{t(`terms.sections.${id}.heading`)}</a>
            </li>
          ))}
        </ol>
      </nav>
      {SECTIONS.map(([id, paragraphs]) => (
        <section key={id} className="terms-page__section" aria-labelledby={`terms-${id}`}>
          <h2 id={`terms-${id}`}>{t(`terms.sections.${id}.heading`)}</h2>
          {Array.from({ length: paragraphs }, (_, index) => (
            <p key={index}>{t(`terms.sections.${id}.p.${index}` as ParagraphKey)}</p>
          ))}
        </section>
      ))}
      <section className="terms-page__section" aria-labelledby="terms-contact">
        <h2 id="terms-contact">{t('terms.contactHeading')}</h2>
        <p>{t('terms.contactText')}</p>
        <Link className="button button--secondary" to={homeAnchors.contact}>
          {t('terms.contactLink')}
        </Link>
      </section>
    </Page>
  );
}
