import { Link } from 'react-router-dom';
import { routePaths } from '../../app/routes';
import { Page } from '../../components/Page/Page';
import { paymentMethodsContent as c } from './paymentMethodsContent';
import './payment.css';

/** /paymentMethod: the ways a merchant can pay, how each works, and the way to the payment page. */
export function PaymentMethodsView({ title }: { title: string }) {
  return (
    <Page title={title} className="payment-methods">
      <p className="page__lead">{c.lead}</p>
      <ul className="payment-methods__list" role="list">
        {c.methods.map((method) => (
          <li key={method.name} className="payment-methods__item card">
            <h2>{method.name}</h2>
            <p>{method.summary}</p>
            <h3 className="payment-methods__how">{c.howItWorks}</h3>
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
          {c.goToPayment}
        </Link>
      </p>
    </Page>
  );
}
