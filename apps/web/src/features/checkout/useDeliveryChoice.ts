import { useState } from 'react';
import type { Address } from '@atelier/contract';

/**
 * Where the order goes: a saved address (the default one until the shopper picks) or the
 * new-address form, open by itself when the address book is empty.
 */
export function useDeliveryChoice(saved: Address[] | undefined) {
  const [picked, setPicked] = useState<number | null>();
  const [formShown, setFormShown] = useState<boolean>();
  const count = saved?.length ?? 0;
  const formOpen = formShown ?? (saved !== undefined && count === 0);
  const selectedId = formOpen
    ? null
    : picked === undefined
      ? (saved?.find((a) => a.default)?.id ?? null)
      : picked;
  return {
    selectedId,
    formOpen,
    // SPEC §4: Place Order waits when saved addresses exist, none is selected and the form is shut.
    blocked: count > 0 && selectedId === null && !formOpen,
    pick: (id: number) => {
      setPicked(id);
      setFormShown(false);
    },
    toggleForm: () => setFormShown(!formOpen),
  };
}
