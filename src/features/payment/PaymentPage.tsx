/**
 * /payment: the static payment page (specification section 2, "Payment page (static mock)"). Its
 * slice, listeners and views live in features/staticPayment; the router names this module.
 */
export { StaticPaymentPage as PaymentPage } from '../staticPayment/StaticPaymentPage';
