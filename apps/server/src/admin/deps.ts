import type { AppDeps } from '../app.ts';

/** What every admin module gets: the app's dependencies and the time its services see. */
export interface AdminDeps extends AppDeps {
  now: () => Date;
}
