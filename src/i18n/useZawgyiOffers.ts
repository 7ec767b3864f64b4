/**
 * The Zawgyi offer of a form's free-text fields, for its container. Text typed on a Zawgyi
 * keyboard is garbled for everyone reading Unicode, so a field whose text looks like Zawgyi gets an
 * offer of its Unicode conversion (on blur, and before the form is sent); the merchant uses it or
 * keeps the text as typed, and a kept text is not offered again.
 */
import { useCallback, useEffect, useRef, useState } from 'react';
import { detectZawgyi } from '@contract/zawgyi';

export type ZawgyiOffers<F extends string> = Partial<Record<F, string>>;

export interface ZawgyiOfferControls<F extends string> {
  /** The Unicode text offered for each field whose text looks like Zawgyi. */
  offers: ZawgyiOffers<F>;
  /** Checks one field (on blur); resolves true when an offer is now shown for it. */
  check: (field: F, text: string) => Promise<boolean>;
  /** Checks every field (before sending); resolves true when any field has an offer. */
  checkAll: (texts: Record<F, string>) => Promise<boolean>;
  /** The offer was taken or declined with this text in the field: no offer for it again. */
  settle: (field: F, text: string) => void;
}

export function useZawgyiOffers<F extends string>(): ZawgyiOfferControls<F> {
  const [offers, setOffers] = useState<ZawgyiOffers<F>>({});
  const settled = useRef<Partial<Record<F, string>>>({});
  const mounted = useRef(true);
  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  const check = useCallback(async (field: F, text: string): Promise<boolean> => {
    const result =
      settled.current[field] === text
        ? { isZawgyi: false as const, unicode: undefined }
        : await detectZawgyi(text);
    const offered = result.isZawgyi && result.unicode !== undefined;
    if (mounted.current) {
      setOffers((current) => {
        const next = { ...current };
        if (offered) next[field] = result.unicode;
        else delete next[field];
        return next;
      });
    }
    return offered;
  }, []);

  const checkAll = useCallback(
    async (texts: Record<F, string>): Promise<boolean> => {
      const fields = Object.keys(texts) as F[];
      const results = await Promise.all(fields.map((field) => check(field, texts[field])));
      return results.some(Boolean);
    },
    [check],
  );

  const settle = useCallback((field: F, text: string) => {
    settled.current[field] = text;
    setOffers((current) => {
      const next = { ...current };
      delete next[field];
      return next;
    });
  }, []);

  return { offers, check, checkAll, settle };
}
