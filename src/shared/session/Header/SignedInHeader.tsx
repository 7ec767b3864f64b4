/**
 * The header's parts for people who are signed in, fetched only when someone is (one chunk, with
 * the profile dialog): the merchant's account button and their own navigation on their pages,
 * the shopper's account menu, and 'For shops' (the merchants' Register and Login while a shopper
 * is signed in). Their words are in the `dashboard` and `customer` catalogue chunks, fetched with
 * them, so the landing page's first download carries none of this.
 */
import { useState } from 'react';
import { useAppDispatch, useAppSelector } from '../../../app/hooks';
import { useCatalogueChunks } from '../../../i18n/useCatalogueChunks';
import { useTranslator } from '../../../i18n/useTranslator';
import { selectCustomer } from '../../customer/customerSession';
import { useSignOutCustomerMutation } from '../../customer/customerApi';
import { ProfileDialogView } from '../ProfileDialog/ProfileDialogView';
import { logoutClicked, selectDisplayName, selectUser } from '../sessionSlice';
// Logout's listener arrives with the header that offers it.
import '../sessionListeners';
import { MerchantAccountView, MerchantNavView, ShopperMenuView } from './SignedInHeaderView';
import { selectMerchantRole } from '../merchantPages';

export type SignedInPartProps =
  | { part: 'merchantNav'; onNavigate: () => void }
  | { part: 'account'; merchant: boolean; shopper: boolean; onNavigate: () => void };

/** One of the signed-in parts, as the header asks for it. */
export function SignedInPart(props: SignedInPartProps) {
  if (props.part === 'merchantNav') return <MerchantNav onNavigate={props.onNavigate} />;
  return (
    <>
      {props.shopper ? (
        <ShopperAccount forShops={!props.merchant} onNavigate={props.onNavigate} />
      ) : null}
      {props.merchant ? <MerchantAccount /> : null}
    </>
  );
}

/** The merchant's pages, in place of the marketing links while they are on one of them. */
function MerchantNav({ onNavigate }: { onNavigate: () => void }) {
  const t = useTranslator();
  const role = useAppSelector(selectMerchantRole) ?? 'owner';
  return useCatalogueChunks(['dashboard']) ? (
    <MerchantNavView role={role} t={t} onNavigate={onNavigate} />
  ) : null;
}

/** The merchant's avatar and name, opening their profile (with Logout). */
function MerchantAccount() {
  const t = useTranslator();
  const name = useAppSelector(selectDisplayName) || t('session.guestName');
  const user = useAppSelector(selectUser);
  const dispatch = useAppDispatch();
  const [open, setOpen] = useState(false);
  // The profile's words come with the merchant's screens' (the `dashboard` chunk).
  const wordsReady = useCatalogueChunks(['dashboard'], open);
  return (
    <>
      <MerchantAccountView name={name} profileOpen={open} onOpenProfile={() => setOpen(true)} />
      {open && wordsReady ? (
        <ProfileDialogView
          name={name}
          shopName={user?.shopname}
          phone={user?.phone}
          email={user?.email}
          t={t}
          onClose={() => setOpen(false)}
          onLogout={() => {
            setOpen(false);
            dispatch(logoutClicked());
          }}
        />
      ) : null}
    </>
  );
}

/** The shopper's name, 'My orders', 'My cards' and 'Sign out'; 'For shops' beside it. */
function ShopperAccount({ forShops, onNavigate }: { forShops: boolean; onNavigate: () => void }) {
  const t = useTranslator();
  const customer = useAppSelector(selectCustomer);
  const [signOut] = useSignOutCustomerMutation();
  if (!useCatalogueChunks(['customer']) || !customer) return null;
  return (
    <ShopperMenuView
      name={customer.name || customer.phone}
      forShops={forShops}
      onNavigate={onNavigate}
      onSignOut={() => {
        onNavigate();
        void signOut();
      }}
      t={t}
    />
  );
}
