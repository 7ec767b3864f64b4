import { useEffect, useState } from 'react';
import { skipToken } from '@reduxjs/toolkit/query';
import { useAppDispatch, useAppSelector } from '../../app/hooks';
import { routePaths } from '../../app/routes';
import {
  useGetDistrictTownshipsQuery,
  useGetDistrictsQuery,
} from '../../shared/reference/referenceApi';
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
import type { Language } from '../../i18n/language';
import { localOptions } from '../../shared/reference/localName';

// The names in the reader's language (the value stays the id).
const toOptions = (items: Parameters<typeof localOptions>[0] | undefined, language: Language) =>
  localOptions(items ?? [], language);

/** /register: the registration screen's container. */
export function RegisterPage() {
  const submitting = useAppSelector(selectIsRegistering);
  const locked = useAppSelector(selectIsRegistrationLocked);
  const succeeded = useAppSelector(selectHasRegistered);
  const error = useAppSelector(selectRegistrationError);
  // Load failures leave the lists empty.
  const { data: districts } = useGetDistrictsQuery();
  // Only the townships of the chosen district are offered (the server refuses any other).
  const [districtId, setDistrictId] = useState<number | null>(null);
  const { data: townships } = useGetDistrictTownshipsQuery(districtId ?? skipToken);
  const dispatch = useAppDispatch();
  const t = useTranslator();
  const zawgyi = useZawgyiOffers<ZawgyiField>();

  // Leaving the page resets the form's state and cancels a pending redirect.
  useEffect(() => () => void dispatch(registrationPageLeft()), [dispatch]);

  return (
    <RegisterView
      districts={toOptions(districts, t.language)}
      townships={districtId === null ? [] : toOptions(townships, t.language)}
      onDistrictChange={(id) => setDistrictId(id === '' ? null : Number(id))}
      loginPath={routePaths.login}
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
