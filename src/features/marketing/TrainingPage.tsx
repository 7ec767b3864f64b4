import { Link } from 'react-router-dom';
import { homeAnchors } from '../../app/routes';
import { Page } from '../../components/Page/Page';
import { ExploreView } from './ExploreView';
import { useTranslator } from '../../i18n/useTranslator';
import { numberedMessages, numberedStrings } from './numberedMessages';
import './marketing.css';

/** /training: Build Your Skills, the training topics for merchants (static). */
export function TrainingPage() {
  const t = useTranslator();
  const topics = numberedMessages(t, 'pages.trainingContent.topics', [
    'title',
    'summary',
    'format',
  ]).map((topic, index) => ({
    ...topic,
    learn: numberedStrings(t, `pages.trainingContent.topics.${index}.learn`),
  }));
  return (
    <>
      <Page title={t('pages.trainingContent.title')} className="info-page">
        <p className="page__lead">{t('pages.trainingContent.lead')}</p>
        <section className="feature-block" aria-labelledby="training-topics">
          <h2 id="training-topics">{t('pages.trainingContent.topicsHeading')}</h2>
          <ul className="training-topics" role="list">
            {topics.map((topic) => (
              <li key={topic.title} className="training-topic card">
                <h3>{topic.title}</h3>
                <p className="training-topic__summary">{topic.summary}</p>
                <p className="training-topic__label">{t('pages.trainingContent.learnLabel')}</p>
                <ul className="training-topic__learn">
                  {topic.learn.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                <p className="training-topic__format">
                  <span className="training-topic__label">
                    {t('pages.trainingContent.formatLabel')}:{' '}
                  </span>
                  {topic.format}
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section className="feature-block callout" aria-labelledby="training-help">
          <h2 id="training-help">{t('pages.trainingContent.helpHeading')}</h2>
          <p>{t('pages.trainingContent.helpText')}</p>
          <Link className="button button--secondary" to={homeAnchors.contact}>
            {t('pages.trainingContent.helpLink')}
          </Link>
        </section>
      </Page>
      <ExploreView t={t} />
    </>
  );
}
