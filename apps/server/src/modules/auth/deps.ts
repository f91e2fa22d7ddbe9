import type { AppDeps } from '../../app.ts';

/** What the account modules share: one clock (tests move it instead of sleeping). */
export interface AccountDeps extends AppDeps {
  now: () => Date;
}
