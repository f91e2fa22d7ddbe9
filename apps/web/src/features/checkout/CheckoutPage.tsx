import { useState, type FormEvent } from 'react';
import { useQuery } from '@tanstack/react-query';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from '../../shared/i18n/i18n.ts';
import { Link, useNavigate } from '@atelier/ui/router';
import { AddressFields, GuestAddressFields, type PaymentMethod } from '@atelier/contract';
import type { z } from 'zod';
import { ApiError } from '../../shared/api/client.ts';
import { loginPath } from '../auth/session.ts';
import { reasonOf, shopperErrorText } from '../cart/messages.ts';
import { stockProblem } from '../cart/stock.ts';
import { payPath, resultPath } from '../payment/paths.ts';
import { linkKey } from '../orders/index.ts';
import { useDocumentTitle, useLanguage } from '../../shared/i18n/hooks.ts';
import { notify } from '../../shared/notifications/store.ts';
import { useSignedIn } from '../../shared/storage/useSignedIn.ts';
import { Button } from '@atelier/ui/button';
import { Skeleton } from '@atelier/ui/skeleton';
import { storedEmail } from '../auth/index.ts';
import { Breadcrumb, shoppingStyles as shared } from '../cart/frame.ts';
import { useCart, useCartOwner } from '../cart/index.ts';
import { AddressFieldset } from './AddressFieldset.tsx';
import { AddressPicker } from './AddressPicker.tsx';
import { useAddresses } from '../account/addresses/useAddresses.ts';
import { usePlaceOrder } from './api.ts';
import { OrderSummary } from './OrderSummary.tsx';
import { PaymentChoice } from './PaymentChoice.tsx';
import { useDeliveryChoice } from './useDeliveryChoice.ts';
import styles from './checkout.module.css';
import { useShop } from '../../shared/shop.ts';
import { marketsQuery, useMarketCode } from '../../shared/market/market.ts';
import { DeliveryMethods } from './DeliveryMethods.tsx';
import { useQuote, useTypedDestination, type Destination } from './quote.ts';

type NewAddress = z.output<typeof AddressFields>;

/**
 * SPEC §2 "Checkout" (issue 29 item 6): a signed-out shopper may sign in (their saved addresses
 * and credit; their cart joins the account's, and they come back here) or order as a guest with
 * an address and its email, where the order's mails and its link go.
 */
export function CheckoutPage() {
  const { t } = useTranslation();
  useDocumentTitle(t('pages.checkout'));
  const signedIn = useSignedIn();
  // Signing in meanwhile (another tab) starts the account's checkout afresh.
  return <Checkout key={String(signedIn)} guest={!signedIn} />;
}

function Checkout({ guest }: { guest: boolean }) {
  const { t } = useTranslation();
  const lang = useLanguage();
  const navigate = useNavigate();
  const [useCredit, setUseCredit] = useState(false);
  const cart = useCart({ useCredit });
  const guestId = useCartOwner();
  const addresses = useAddresses({ enabled: !guest });
  const place = usePlaceOrder();
  // A guest has no address book (nor the one an account signed out here left in the cache).
  const book = guest ? [] : addresses.data;
  const delivery = useDeliveryChoice(book);
  const { selectedId, formOpen } = delivery;
  const [saveAddress, setSaveAddress] = useState(true);
  const form = useForm<AddressFields, unknown, NewAddress>({
    resolver: zodResolver(guest ? GuestAddressFields : AddressFields),
    defaultValues: { email: storedEmail() ?? '' },
  });
  const typed = useTypedDestination(useWatch({ control: form.control }), formOpen);
  const destination: Destination | null = selectedId !== null ? { addressId: selectedId } : typed;
  const quote = useQuote(destination, useCredit);
  const pageMarket = useMarketCode();
  // The market the order is priced in: the quoted address's, else the page's.
  const market = quote.data?.market ?? pageMarket;
  const payments = useShop()?.payments;
  const marketMethods = useQuery(marketsQuery).data?.find((m) => m.code === market)?.paymentMethods;
  // Cash takes both the shop's setting and the market's methods (the server refuses it otherwise).
  const cash = payments?.cash !== false && (marketMethods ?? ['cash']).includes('cash');
  const methods: PaymentMethod[] = cash ? ['bank', 'cash'] : ['bank'];
  // The merchant's preselected method until the shopper picks one (SPEC §4's cash by default),
  // and again if the one picked is no longer offered; the card where the market takes no cash.
  const [picked, setMethod] = useState<PaymentMethod | null>(null);
  const preselected = payments?.preselected ?? 'cash';
  const method =
    picked && methods.includes(picked)
      ? picked
      : methods.includes(preselected)
        ? preselected
        : 'bank';

  const country = useWatch({ control: form.control, name: 'country' });
  const saved = book ?? [];
  const lines = cart.data?.productCart ?? [];
  const loading = cart.isPending || (!guest && addresses.isPending);
  const impossible = lines.some((line) => stockProblem(t, line));
  const hint = impossible
    ? 'cart.fixLines'
    : delivery.blocked
      ? 'checkout.chooseAddress'
      : quote.data?.shippingMethods.length === 0
        ? 'checkout.noDelivery'
        : null;

  const placeOrder = async (address?: NewAddress) => {
    try {
      const order = await place.mutateAsync({
        ...(guest
          ? { guestId, email: address?.email, address }
          : address
            ? { address, saveAddress }
            : selectedId !== null
              ? { addressId: selectedId }
              : {}),
        paymentMethod: method,
        lang,
        ...(guest ? {} : { useCredit }),
        market,
        ...(quote.data?.shippingMethod ? { shippingMethod: quote.data.shippingMethod } : {}),
      });
      // A card order waits for the payment step; cash, or nothing left to pay, is placed for good.
      // A guest's pages open the order by its link's key, kept in their address alone.
      const key = linkKey(order);
      navigate(
        order.status === 'PENDING_PAYMENT'
          ? payPath(order.orderCode, key)
          : resultPath('success', order.orderCode, key),
      );
    } catch (error) {
      const fields = error instanceof ApiError ? error.fields : {};
      for (const [path, message] of Object.entries(fields)) {
        const name = path.replace(/^address\./, '');
        if (name in AddressFields.shape) form.setError(name as keyof NewAddress, { message });
      }
      // The cart as it is now: the lines the stock can't cover are flagged in the summary.
      // So is a code that stopped applying (used up meanwhile): the summary says why.
      if (reasonOf(error) === 'OUT_OF_STOCK' || reasonOf(error)?.startsWith('CODE_')) {
        void cart.refetch();
      }
      // The address is in another market than the prices shown: its quote shows its own, and
      // says so, before the shopper orders again.
      if (reasonOf(error) === 'MARKET_CHANGED') void quote.refetch();
      notify(shopperErrorText(t, error), 'error');
    }
  };
  const submit = (event: FormEvent) => {
    if (formOpen) return void form.handleSubmit((address) => placeOrder(address))(event);
    event.preventDefault();
    void placeOrder();
  };

  const title = t('pages.checkout');
  return (
    <div className={`container ${shared.page}`}>
      <Breadcrumb steps={[{ label: t('pages.cart'), to: '/cart' }, { label: title }]} />
      <h1 className={shared.title}>{title}</h1>
      {loading ? (
        <div className={styles.layout} aria-busy="true" aria-label={t('a11y.loading')}>
          <Skeleton height="22rem" width="100%" />
          <Skeleton height="22rem" width="100%" />
        </div>
      ) : lines.length === 0 ? (
        <div className={shared.empty}>
          <p>{t('checkout.emptyCart')}</p>
          <Link to="/cart">{t('checkout.backToCart')}</Link>
        </div>
      ) : (
        <form className={styles.layout} onSubmit={submit} noValidate>
          <section className={styles.billing} aria-labelledby="billing-details">
            <h2 id="billing-details" className={styles.sectionTitle}>
              {t('checkout.billingDetails')}
            </h2>
            {guest && <SignInOffer />}
            {saved.length > 0 && (
              <AddressPicker addresses={saved} selectedId={selectedId} onSelect={delivery.pick} />
            )}
            {saved.length > 0 && (
              <Button
                variant="ghost"
                className={styles.addNew}
                aria-expanded={formOpen}
                onClick={delivery.toggleForm}
              >
                {formOpen ? t('checkout.useSaved') : t('checkout.addNew')}
              </Button>
            )}
            {formOpen && (
              <>
                <AddressFieldset
                  register={form.register}
                  setValue={form.setValue}
                  errors={form.formState.errors}
                  country={country}
                  guest={guest}
                />
                {!guest && (
                  <label className={styles.check}>
                    <input
                      type="checkbox"
                      checked={saveAddress}
                      onChange={(e) => setSaveAddress(e.target.checked)}
                    />
                    {t('checkout.saveAddress')}
                  </label>
                )}
              </>
            )}
          </section>
          <div className={styles.side}>
            {quote.data?.marketChanged && (
              <p className={styles.notice} role="status">
                {t('checkout.marketChanged', { currency: quote.data.currency })}
              </p>
            )}
            {quote.data && <DeliveryMethods quote={quote.data} onChoose={quote.choose} />}
            {cart.data && (
              <OrderSummary
                summary={cart.data}
                quote={quote.data}
                useCredit={useCredit}
                onUseCredit={setUseCredit}
              />
            )}
            <PaymentChoice value={method} onChange={setMethod} methods={methods} />
            {hint && (
              <p id="place-order-hint" className={shared.problem}>
                {t(hint)}
              </p>
            )}
            <Button
              type="submit"
              size="lg"
              disabled={hint !== null || place.isPending || quote.waiting}
              aria-describedby={hint ? 'place-order-hint' : undefined}
            >
              {place.isPending ? t('checkout.placing') : t('checkout.placeOrder')}
            </Button>
          </div>
        </form>
      )}
    </div>
  );
}

/** A guest may sign in first: saved addresses and store credit are an account's. */
function SignInOffer() {
  const { t } = useTranslation();
  return (
    <div className={styles.guestChoice}>
      <p>
        {t('checkout.haveAccount')}{' '}
        <Link to={loginPath('/cart/checkout')}>{t('checkout.signIn')}</Link>
      </p>
      <p className={styles.guestHint}>{t('checkout.asGuest')}</p>
    </div>
  );
}
