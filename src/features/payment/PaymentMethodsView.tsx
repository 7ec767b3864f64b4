import { Link } from 'react-router-dom';
import { routePaths } from '../../app/routes';
import { Page } from '../../components/Page/Page';
import type { Translate } from '../../i18n/translate';
import './payment.css';

export interface MethodInfo {
  name: string;
  summary: string;
  steps: string[];
  good: string;
}

export interface PaymentMethodsViewProps {
  t: Translate;
  methods: MethodInfo[];
}

/** /paymentMethod: the ways a merchant can pay, how each works, and the way to the payment page. */
export function PaymentMethodsView({ t, methods }: PaymentMethodsViewProps) {
  return (
    <Page title={t('staticPayment.paymentMethodTitle')} className="payment-methods">
      <p className="page__lead">{t('paymentMethods.lead')}</p>
      <ul className="payment-methods__list" role="list">
        {methods.map((method) => (
          <li key={method.name} className="payment-methods__item card">
            <h2>{method.name}</h2>
            <p>{method.summary}</p>
            <h3 className="payment-methods__how">{t('paymentMethods.howItWorks')}</h3>
            <ol>
              {method.steps.map((step) => (
                <li key={step}>{step}</li>
              ))}
            </ol>
            <p className="payment-methods__good">{method.good}</p>
          </li>
        ))}
      </ul>
      <p className="payment-methods__go">
        <Link className="button button--primary" to={routePaths.payment}>
          {t('paymentMethods.goToPayment')}
        </Link>
      </p>
    </Page>
  );
}
