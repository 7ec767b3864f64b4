import { Link } from 'react-router-dom';
import { homeAnchors } from '../../app/routes';
import { Page } from '../../components/Page/Page';
import { ExploreView } from './ExploreView';
import { marketingMessages } from './messages';
import { trainingContent as t } from './pagesContent';
import './marketing.css';

/** /training: Build Your Skills, the training topics for merchants (static). */
export function TrainingPage() {
  return (
    <>
      <Page title={marketingMessages.trainingTitle} className="info-page">
        <p className="page__lead">{t.lead}</p>
        <section className="feature-block" aria-labelledby="training-topics">
          <h2 id="training-topics">{t.topicsHeading}</h2>
          <ul className="training-topics" role="list">
            {t.topics.map((topic) => (
              <li key={topic.title} className="training-topic card">
                <h3>{topic.title}</h3>
                <p className="training-topic__summary">{topic.summary}</p>
                <p className="training-topic__label">{t.learnLabel}</p>
                <ul className="training-topic__learn">
                  {topic.learn.map((point) => (
                    <li key={point}>{point}</li>
                  ))}
                </ul>
                <p className="training-topic__format">
                  <span className="training-topic__label">{t.formatLabel}: </span>
                  {topic.format}
                </p>
              </li>
            ))}
          </ul>
        </section>
        <section className="feature-block callout" aria-labelledby="training-help">
          <h2 id="training-help">{t.helpHeading}</h2>
          <p>{t.helpText}</p>
          <Link className="button button--secondary" to={homeAnchors.contact}>
            {t.helpLink}
          </Link>
        </section>
      </Page>
      <ExploreView />
    </>
  );
}
