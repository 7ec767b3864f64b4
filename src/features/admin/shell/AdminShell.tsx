import { useCallback, useEffect, useState, type ReactNode } from 'react';
import type { Operator } from '@contract/operators';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { Page } from '../../../components/Page/Page';
import { useTranslator } from '../../../i18n/useTranslator';
import { AdminLayout } from './AdminLayout';
import { sectionsFor } from './adminAccess';
import { EnrolmentView, RecoveryCodesView, type Enrolment } from './EnrolmentView';
import { recoveryCodesSaved, selectOperatorSession } from './operatorSessionSlice';
import './operatorSessionListeners';
import { SecondFactorView } from './SecondFactorView';
import {
  confirmEnrolment,
  restoreOperatorSession,
  signIn,
  signOut,
  startEnrolment,
  submitSecondFactor,
} from './sessionApi';
import { SignInView } from './SignInView';
import './shell.css';

/**
 * The first sign-in's container: the secret and its QR code, then the recovery codes. Both live
 * in this component's state only, never in the store or storage: they reach it as the calls'
 * return values (see sessionApi.ts) and are gone once the operator has saved the codes.
 */
function EnrolmentFlow({
  busy,
  problem,
}: {
  busy: boolean;
  problem: Parameters<typeof EnrolmentView>[0]['problem'];
}) {
  const t = useTranslator();
  const dispatch = useAppDispatch();
  const [enrolment, setEnrolment] = useState<Enrolment>({ status: 'loading' });
  const [codes, setCodes] = useState<string[] | null>(null);
  const start = useCallback(() => {
    setEnrolment({ status: 'loading' });
    void dispatch(startEnrolment()).then((made) =>
      setEnrolment(made ? { status: 'ready', ...made } : { status: 'failed' }),
    );
  }, [dispatch]);
  useEffect(start, [start]);
  if (codes) {
    return (
      <RecoveryCodesView
        t={t}
        codes={codes}
        onDone={() => {
          setCodes(null);
          dispatch(recoveryCodesSaved());
        }}
      />
    );
  }
  return (
    <EnrolmentView
      t={t}
      enrolment={enrolment}
      busy={busy}
      problem={problem}
      onRetry={start}
      onSubmit={(code) =>
        void dispatch(confirmEnrolment(code)).then((got) => {
          if (got) setCodes(got);
        })
      }
    />
  );
}

export interface AdminShellProps {
  /** The signed-in back office's routes, for the operator signed in. */
  children: (operator: Operator) => ReactNode;
}

/**
 * `/admin`'s shell: the sign-in and its steps until the operator is signed in, then the layout
 * with the navigation their role allows around `children`.
 */
export function AdminShell({ children }: AdminShellProps) {
  const t = useTranslator();
  const dispatch = useAppDispatch();
  const session = useAppSelector(selectOperatorSession);
  useEffect(() => {
    void dispatch(restoreOperatorSession());
  }, [dispatch]);

  switch (session.status) {
    case 'restoring':
      return <Page title={t('admin.title')} />;
    case 'signedOut':
    case 'ended':
    case 'signingIn':
      return (
        <SignInView
          t={t}
          busy={session.status === 'signingIn'}
          ended={session.status === 'ended'}
          problem={session.status === 'signedOut' ? session.problem : null}
          onSubmit={(phone, password) => void dispatch(signIn(phone, password))}
        />
      );
    case 'enrolling':
    case 'savingRecoveryCodes':
      return (
        <EnrolmentFlow
          busy={session.status === 'enrolling' && session.busy}
          problem={session.status === 'enrolling' ? session.problem : null}
        />
      );
    case 'secondFactor':
      return (
        <SecondFactorView
          t={t}
          busy={session.busy}
          problem={session.problem}
          onCode={(code) => void dispatch(submitSecondFactor({ code }))}
          onRecoveryCode={(code) => void dispatch(submitSecondFactor({ recovery_code: code }))}
        />
      );
    case 'signedIn':
      return (
        <AdminLayout
          t={t}
          operator={session.operator}
          sections={sectionsFor(session.operator.role)}
          signingOut={session.signingOut}
          onSignOut={() => void dispatch(signOut())}
        >
          {children(session.operator)}
        </AdminLayout>
      );
  }
}
