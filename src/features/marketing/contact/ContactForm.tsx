import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { sendContactMessage } from './contactThunks';
import { contactFormLeft, selectContactRequest, selectContactSentCount } from './contactSlice';
import { ContactView, type ZawgyiField } from './ContactView';
import { useTranslator } from '../../../i18n/useTranslator';
import { useZawgyiOffers } from '../../../i18n/useZawgyiOffers';

/** The Contact Us form's container: the landing page places it in its Contact Us section. */
export function ContactForm() {
  const request = useAppSelector(selectContactRequest);
  const sentCount = useAppSelector(selectContactSentCount);
  const dispatch = useAppDispatch();
  const t = useTranslator();
  const zawgyi = useZawgyiOffers<ZawgyiField>();
  useEffect(() => () => void dispatch(contactFormLeft()), [dispatch]);
  return (
    <ContactView
      request={request}
      sentCount={sentCount}
      zawgyiOffers={zawgyi.offers}
      onFreeTextBlur={(field, text) => void zawgyi.check(field, text)}
      onZawgyiSettled={zawgyi.settle}
      t={t}
      onSubmit={(form) => {
        // Zawgyi text is offered its Unicode form before anything is sent.
        void zawgyi.checkAll({ name: form.name, message: form.message }).then((offered) => {
          if (!offered) void dispatch(sendContactMessage(form));
        });
      }}
    />
  );
}
