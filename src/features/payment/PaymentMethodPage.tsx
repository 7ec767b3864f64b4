import { useTranslator } from '../../i18n/useTranslator';
import { PaymentMethodsView, type MethodInfo } from './PaymentMethodsView';
import { useRoleRefusal } from '../../shared/session/RoleRefusal';

/** The three methods in the catalogue's order: card, mobile wallet, bank transfer. */
const METHODS = [0, 1, 2] as const;
const STEPS = [0, 1, 2] as const;

/** /paymentMethod: the payment methods a merchant can use, and the way to /payment. */
function PaymentMethodScreen() {
  const t = useTranslator();
  const methods: MethodInfo[] = METHODS.map((m) => ({
    name: t(`paymentMethods.methods.${m}.name`),
    summary: t(`paymentMethods.methods.${m}.summary`),
    steps: STEPS.map((s) => t(`paymentMethods.methods.${m}.steps.${s}`)),
    good: t(`paymentMethods.methods.${m}.good`),
  }));
  return <PaymentMethodsView t={t} methods={methods} />;
}

/** The page, or what it says to a team member whose role may not use it. */
export function PaymentMethodPage() {
  return useRoleRefusal('billing') ?? <PaymentMethodScreen />;
}
