import type { RouteObject } from 'react-router';
import { ErrorPage } from './pages/ErrorPage.tsx';
import type { ScreenName } from './pages/PlaceholderScreen.tsx';
import { Layout } from './layout/Layout.tsx';
import { PageLoading } from './pages/PageLoading.tsx';

/** A screen whose feature is still to come: its translated heading, in its own chunk. */
const placeholder = (screen: ScreenName) => async () => {
  const { PlaceholderScreen } = await import('./pages/PlaceholderScreen.tsx');
  return { Component: () => <PlaceholderScreen screen={screen} /> };
};

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
          { index: true, lazy: placeholder('home') },
          { path: 'product', lazy: placeholder('listing') },
          { path: 'product/:id', lazy: placeholder('detail') },
          { path: 'cart', lazy: placeholder('cart') },
          { path: 'cart/checkout', lazy: placeholder('checkout') },
          { path: 'cart/checkout/payment', lazy: placeholder('payment') },
          { path: 'login', lazy: placeholder('login') },
          { path: 'wishlist', lazy: placeholder('wishlist') },
          { path: 'profile', lazy: placeholder('account') },
          { path: 'success', lazy: placeholder('success') },
          { path: 'failure', lazy: placeholder('failure') },
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
