import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { useGetDistrictsQuery, useGetTownshipsQuery } from '../../shared/reference/referenceApi';
import {
  registrationPageLeft,
  selectHasRegistered,
  selectIsRegistering,
  selectIsRegistrationLocked,
  selectRegistrationError,
} from './registrationSlice';
import { submitRegistration } from './registrationThunks';
import { RegisterView, type ZawgyiField } from './RegisterView';
import { useTranslator } from '../../i18n/useTranslator';
import { useZawgyiOffers } from '../../i18n/useZawgyiOffers';

const toOptions = (items: Array<{ id: number; name: string }> | undefined) =>
  (items ?? []).map((item) => ({ value: String(item.id), label: item.name }));

/** /register: the registration screen's container. */
export function RegisterPage() {
  const submitting = useAppSelector(selectIsRegistering);
  const locked = useAppSelector(selectIsRegistrationLocked);
  const succeeded = useAppSelector(selectHasRegistered);
  const error = useAppSelector(selectRegistrationError);
  // Load failures leave the lists empty.
  const { data: districts } = useGetDistrictsQuery();
  const { data: townships } = useGetTownshipsQuery();
  const dispatch = useAppDispatch();
  const t = useTranslator();
  const zawgyi = useZawgyiOffers<ZawgyiField>();

  // Leaving the page resets the form's state and cancels a pending redirect.
  useEffect(() => () => void dispatch(registrationPageLeft()), [dispatch]);

  return (
    <RegisterView
      districts={toOptions(districts)}
      townships={toOptions(townships)}
      submitting={submitting}
      locked={locked}
      succeeded={succeeded}
      error={error}
      zawgyiOffers={zawgyi.offers}
      onFreeTextBlur={(field, text) => void zawgyi.check(field, text)}
      onZawgyiSettled={zawgyi.settle}
      t={t}
      onSubmit={(form) => {
        // Zawgyi text is offered its Unicode form before anything is sent.
        void zawgyi
          .checkAll({ username: form.username, shopname: form.shopname })
          .then((offered) => {
            if (!offered) void dispatch(submitRegistration(form));
          });
      }}
    />
  );
}
