import type { RouteObject } from 'react-router';
import { ErrorPage } from './pages/ErrorPage.tsx';
import { Layout } from './layout/Layout.tsx';
import { PageLoading } from './pages/PageLoading.tsx';

const info = (page: 'PrivacyPage' | 'TermsPage' | 'FaqPage' | 'ContactPage') => async () => ({
  Component: (await import('./pages/InfoPages.tsx'))[page],
});

/** SPEC §2's route table; every screen's code is loaded when its route is first visited. */
export const routes: RouteObject[] = [
  {
    path: '/',
    Component: Layout,
    errorElement: <ErrorPage />,
    children: [
      {
        // Errors inside a screen keep the header and footer around the error page.
        errorElement: <ErrorPage />,
        // Shown in the layout while the first screen's chunk loads.
        hydrateFallbackElement: <PageLoading />,
        children: [
          {
            index: true,
            lazy: async () => ({
              Component: (await import('../features/home/HomePage.tsx')).HomePage,
            }),
          },
          {
            path: 'product',
            lazy: async () => ({
              Component: (await import('../features/listing/ListingPage.tsx')).ListingPage,
            }),
          },
          {
            path: 'product/:id',
            lazy: async () => ({
              Component: (await import('../features/product/ProductPage.tsx')).ProductPage,
            }),
          },
          {
            path: 'cart',
            lazy: async () => ({
              Component: (await import('../features/cart/CartPage.tsx')).CartPage,
            }),
          },
          {
            path: 'cart/checkout',
            lazy: async () => ({
              Component: (await import('../features/checkout/CheckoutPage.tsx')).CheckoutPage,
            }),
          },
          {
            path: 'cart/checkout/payment',
            lazy: async () => ({
              Component: (await import('../features/payment/PaymentPage.tsx')).PaymentPage,
            }),
          },
          {
            path: 'login',
            lazy: async () => ({
              Component: (await import('../features/auth/AuthPage.tsx')).AuthPage,
            }),
          },
          {
            path: 'wishlist',
            lazy: async () => ({
              Component: (await import('../features/wishlist/WishlistPage.tsx')).WishlistPage,
            }),
          },
          {
            path: 'profile',
            lazy: async () => ({
              Component: (await import('../features/account/AccountPage.tsx')).AccountPage,
            }),
          },
          {
            path: 'success',
            lazy: async () => ({
              Component: (await import('../features/payment/SuccessPage.tsx')).SuccessPage,
            }),
          },
          {
            path: 'failure',
            lazy: async () => ({
              Component: (await import('../features/payment/FailurePage.tsx')).FailurePage,
            }),
          },
          { path: 'privacy', lazy: info('PrivacyPage') },
          { path: 'terms', lazy: info('TermsPage') },
          { path: 'faq', lazy: info('FaqPage') },
          { path: 'contact', lazy: info('ContactPage') },
          {
            path: '*',
            lazy: async () => ({
              Component: (await import('./pages/NotFoundPage.tsx')).NotFoundPage,
            }),
          },
        ],
      },
    ],
  },
];
