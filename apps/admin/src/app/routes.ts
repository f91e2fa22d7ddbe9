// The back office's screens: one entry each. A new screen is one file under screens/ (a default
// export) and one entry here; the side navigation and the role check follow from the entry.
import { lazy, type ComponentType, type LazyExoticComponent } from 'react';
import type { StaffRole } from '@atelier/contract';
import type { TranslationKey } from '../shared/i18n.ts';
import { adminPath } from '../shared/paths.ts';

export interface Screen {
  /** Under /admin; `:name` segments reach the screen through useParams. */
  path: string;
  Component: LazyExoticComponent<ComponentType>;
  /** Who may open it (owners always may); everyone signed in when absent. */
  roles?: readonly Exclude<StaffRole, 'owner'>[];
  /** Shown in the side navigation, under its group, in this order; `about` on the home screen. */
  nav?: { label: TranslationKey; about: TranslationKey; group: NavGroup; icon: IconName };
  /** Open without a staff session (the sign-in steps), drawn without the navigation. */
  public?: boolean;
}

export type NavGroup = 'overview' | 'sales' | 'catalog' | 'settings';
export type IconName =
  | 'home'
  | 'ledger'
  | 'alert'
  | 'people'
  | 'history'
  | 'box'
  | 'tag'
  | 'star'
  | 'chart'
  | 'truck'
  | 'user'
  | 'message'
  | 'transfer'
  | 'percent'
  | 'gear'
  | 'globe';

export const screens: Screen[] = [
  {
    path: adminPath('/sign-in'),
    public: true,
    Component: lazy(() => import('../screens/sign-in/SignInScreen.tsx')),
  },
  {
    path: adminPath('/set-password'),
    public: true,
    Component: lazy(() => import('../screens/sign-in/SetPasswordScreen.tsx')),
  },
  {
    path: adminPath(),
    nav: { label: 'nav.home', about: 'nav.homeAbout', group: 'overview', icon: 'home' },
    Component: lazy(() => import('../screens/home/HomeScreen.tsx')),
  },
  {
    path: adminPath('/dashboard'),
    roles: ['fulfilment'],
    nav: { label: 'nav.dashboard', about: 'nav.dashboardAbout', group: 'overview', icon: 'chart' },
    Component: lazy(() => import('../screens/dashboard/DashboardScreen.tsx')),
  },
  {
    path: adminPath('/orders'),
    roles: ['fulfilment'],
    nav: { label: 'nav.orders', about: 'nav.ordersAbout', group: 'sales', icon: 'truck' },
    Component: lazy(() => import('../screens/orders/OrdersScreen.tsx')),
  },
  {
    path: adminPath('/orders/:code'),
    roles: ['fulfilment'],
    Component: lazy(() => import('../screens/orders/OrderScreen.tsx')),
  },
  {
    path: adminPath('/returns'),
    roles: ['fulfilment'],
    nav: { label: 'nav.returns', about: 'nav.returnsAbout', group: 'sales', icon: 'transfer' },
    Component: lazy(() => import('../screens/returns/ReturnsScreen.tsx')),
  },
  {
    path: adminPath('/returns/:code'),
    roles: ['fulfilment'],
    Component: lazy(() => import('../screens/returns/ReturnScreen.tsx')),
  },
  {
    path: adminPath('/customers'),
    roles: ['fulfilment'],
    nav: { label: 'nav.customers', about: 'nav.customersAbout', group: 'sales', icon: 'user' },
    Component: lazy(() => import('../screens/customers/CustomersScreen.tsx')),
  },
  {
    path: adminPath('/customers/:id'),
    roles: ['fulfilment'],
    Component: lazy(() => import('../screens/customers/CustomerScreen.tsx')),
  },
  {
    path: adminPath('/reviews'),
    roles: ['catalog', 'fulfilment'],
    nav: { label: 'nav.reviews', about: 'nav.reviewsAbout', group: 'sales', icon: 'message' },
    Component: lazy(() => import('../screens/reviews/ReviewsScreen.tsx')),
  },
  {
    path: adminPath('/promotions'),
    roles: ['catalog'],
    nav: { label: 'nav.promotions', about: 'nav.promotionsAbout', group: 'sales', icon: 'percent' },
    Component: lazy(() => import('../screens/promotions/CodesScreen.tsx')),
  },
  {
    path: adminPath('/products'),
    roles: ['catalog'],
    nav: { label: 'nav.products', about: 'nav.productsAbout', group: 'catalog', icon: 'box' },
    Component: lazy(() => import('../screens/products/ProductsScreen.tsx')),
  },
  {
    path: adminPath('/products/:id'),
    roles: ['catalog'],
    Component: lazy(() => import('../screens/products/ProductEditorScreen.tsx')),
  },
  {
    path: adminPath('/categories'),
    roles: ['catalog'],
    nav: { label: 'nav.categories', about: 'nav.categoriesAbout', group: 'catalog', icon: 'tag' },
    Component: lazy(() => import('../screens/categories/CategoriesScreen.tsx')),
  },
  {
    path: adminPath('/merchandising'),
    roles: ['catalog'],
    nav: {
      label: 'nav.merchandising',
      about: 'nav.merchandisingAbout',
      group: 'catalog',
      icon: 'star',
    },
    Component: lazy(() => import('../screens/merchandising/MerchandisingScreen.tsx')),
  },
  {
    path: adminPath('/stock'),
    roles: ['catalog'],
    nav: { label: 'nav.ledger', about: 'nav.ledgerAbout', group: 'catalog', icon: 'ledger' },
    Component: lazy(() => import('../screens/stock/LedgerScreen.tsx')),
  },
  {
    path: adminPath('/stock/low'),
    roles: ['catalog'],
    nav: { label: 'nav.lowStock', about: 'nav.lowStockAbout', group: 'catalog', icon: 'alert' },
    Component: lazy(() => import('../screens/stock/LowStockScreen.tsx')),
  },
  {
    path: adminPath('/imports'),
    roles: ['catalog'],
    nav: { label: 'nav.imports', about: 'nav.importsAbout', group: 'catalog', icon: 'transfer' },
    Component: lazy(() => import('../screens/imports/ImportsScreen.tsx')),
  },
  {
    path: adminPath('/staff'),
    nav: { label: 'nav.staff', about: 'nav.staffAbout', group: 'settings', icon: 'people' },
    roles: [],
    Component: lazy(() => import('../screens/staff/StaffScreen.tsx')),
  },
  {
    path: adminPath('/settings'),
    nav: { label: 'nav.settings', about: 'nav.settingsAbout', group: 'settings', icon: 'gear' },
    roles: [],
    Component: lazy(() => import('../screens/settings/ShopSettingsScreen.tsx')),
  },
  {
    path: adminPath('/plans'),
    nav: { label: 'nav.plans', about: 'nav.plansAbout', group: 'settings', icon: 'percent' },
    roles: [],
    Component: lazy(() => import('../screens/plans/PlansScreen.tsx')),
  },
  {
    path: adminPath('/markets'),
    nav: { label: 'nav.markets', about: 'nav.marketsAbout', group: 'settings', icon: 'globe' },
    roles: [],
    Component: lazy(() => import('../screens/markets/MarketsScreen.tsx')),
  },
  {
    path: adminPath('/shipping'),
    nav: { label: 'nav.shipping', about: 'nav.shippingAbout', group: 'settings', icon: 'truck' },
    roles: [],
    Component: lazy(() => import('../screens/shipping/ShippingScreen.tsx')),
  },
  {
    path: adminPath('/audit'),
    nav: { label: 'nav.audit', about: 'nav.auditAbout', group: 'settings', icon: 'history' },
    roles: [],
    Component: lazy(() => import('../screens/audit/AuditScreen.tsx')),
  },
];

export const mayOpen = (screen: Screen, role: StaffRole) =>
  role === 'owner' || !screen.roles || screen.roles.includes(role);
