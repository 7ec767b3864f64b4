import { useEffect } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { sendContactMessage } from './contactThunks';
import { contactFormLeft, selectContactRequest, selectContactSentCount } from './contactSlice';
import { ContactView } from './ContactView';

/** The Contact Us form's container: the landing page places it in its Contact Us section. */
export function ContactForm() {
  const request = useAppSelector(selectContactRequest);
  const sentCount = useAppSelector(selectContactSentCount);
  const dispatch = useAppDispatch();
  useEffect(() => () => void dispatch(contactFormLeft()), [dispatch]);
  return (
    <ContactView
      request={request}
      sentCount={sentCount}
      onSubmit={(form) => void dispatch(sendContactMessage(form))}
    />
  );
}
