import { lazy, Suspense, type ComponentType } from 'react';
import type { PagePart } from './earlyEvents.ts';
import { PartTakenOver } from './PartTakenOver.tsx';
import { ErrorBoundary } from '@atelier/ui/error-boundary';
import type { History } from '@atelier/ui/history';
import { RouterProvider, Routes, type Route } from '@atelier/ui/router';
import { Layout } from './layout/Layout.tsx';
import { LANGUAGE_PARAM } from '@atelier/contract/language-address';
import { MARKET_PARAM } from '@atelier/contract/market-address';
import { ErrorPage } from './pages/ErrorPage.tsx';
import { PageLoading } from './pages/PageLoading.tsx';
import {
  NEWSLETTER_CONFIRM_PATH,
  NEWSLETTER_UNSUBSCRIBE_PATH,
} from '@atelier/contract/newsletter-links';

/** A screen whose code is loaded when its route is first visited. */
function screen<M>(load: () => Promise<M>, name: keyof M) {
  return lazy(async () => ({ default: (await load())[name] as ComponentType }));
}

const info = (
  name: 'PrivacyPage' | 'TermsPage' | 'FaqPage' | 'ContactPage' | 'ShippingPage' | 'ReturnsPage',
) => screen(() => import('./pages/InfoPages.tsx'), name);

/** SPEC §2's route table. */
export const routes: readonly Route[] = [
  { path: '/', Component: screen(() => import('../features/home/HomePage.tsx'), 'HomePage') },
  {
    path: '/product',
    Component: screen(() => import('../features/listing/ListingPage.tsx'), 'ListingPage'),
  },
  {
    path: '/product/:id',
    Component: screen(() => import('../features/product/ProductPage.tsx'), 'ProductPage'),
  },
  { path: '/cart', Component: screen(() => import('../features/cart/CartPage.tsx'), 'CartPage') },
  {
    path: '/cart/checkout',
    Component: screen(() => import('../features/checkout/CheckoutPage.tsx'), 'CheckoutPage'),
  },
  {
    path: '/cart/checkout/payment',
    Component: screen(() => import('../features/payment/PaymentPage.tsx'), 'PaymentPage'),
  },
  { path: '/login', Component: screen(() => import('../features/auth/AuthPage.tsx'), 'AuthPage') },
  {
    path: '/wishlist',
    Component: screen(() => import('../features/wishlist/WishlistPage.tsx'), 'WishlistPage'),
  },
  {
    path: '/profile',
    Component: screen(() => import('../features/account/AccountPage.tsx'), 'AccountPage'),
  },
  {
    path: '/orders/:code',
    Component: screen(() => import('../features/orders/OrderPage.tsx'), 'OrderPage'),
  },
  {
    path: '/orders/:code/return',
    Component: screen(() => import('../features/returns/ReturnPage.tsx'), 'ReturnPage'),
  },
  {
    path: '/success',
    Component: screen(() => import('../features/payment/SuccessPage.tsx'), 'SuccessPage'),
  },
  {
    path: '/failure',
    Component: screen(() => import('../features/payment/FailurePage.tsx'), 'FailurePage'),
  },
  {
    path: NEWSLETTER_CONFIRM_PATH,
    Component: screen(
      () => import('../features/newsletter/NewsletterLinkPage.tsx'),
      'ConfirmSubscriptionPage',
    ),
  },
  {
    path: NEWSLETTER_UNSUBSCRIBE_PATH,
    Component: screen(
      () => import('../features/newsletter/NewsletterLinkPage.tsx'),
      'UnsubscribePage',
    ),
  },
  { path: '/privacy', Component: info('PrivacyPage') },
  { path: '/terms', Component: info('TermsPage') },
  { path: '/faq', Component: info('FaqPage') },
  { path: '/contact', Component: info('ContactPage') },
  { path: '/shipping', Component: info('ShippingPage') },
  { path: '/returns', Component: info('ReturnsPage') },
  { path: '*', Component: screen(() => import('./pages/NotFoundPage.tsx'), 'NotFoundPage') },
];

/**
 * An error page stands in for the parts it replaces: they are the app's now, and clicks kept
 * before the takeover must not wait for them forever.
 */
function ErrorPageInstead({ parts }: { parts: PagePart[] }) {
  return (
    <>
      <ErrorPage />
      {parts.map((part) => (
        <PartTakenOver key={part} part={part} />
      ))}
    </>
  );
}

/**
 * A page addressed in a language or a market links to the shop's other pages in them, so that a
 * link followed before the app has taken the page over (or without JavaScript, or by a search
 * engine) stays in them.
 */
const KEPT_PARAMS = [LANGUAGE_PARAM, MARKET_PARAM];

/** The whole shop at the history's location: the frame, and the route's screen inside it. */
export function App({ history }: { history: History }) {
  return (
    <RouterProvider history={history} kept={KEPT_PARAMS}>
      <ErrorBoundary fallback={<ErrorPageInstead parts={['screen', 'footer']} />}>
        <Layout>
          {/* Errors inside a screen keep the header and footer around the error page. */}
          <ErrorBoundary fallback={<ErrorPageInstead parts={['screen']} />}>
            <Suspense fallback={<PageLoading />}>
              <Routes routes={routes} />
              <PartTakenOver part="screen" />
            </Suspense>
          </ErrorBoundary>
        </Layout>
      </ErrorBoundary>
    </RouterProvider>
  );
}
