import type { AppDeps } from '../../app.ts';
import type { Mailer } from '../../platform/mail.ts';

/** What the account modules share: one mailer and one clock (tests move it instead of sleeping). */
export interface AccountDeps extends AppDeps {
  mailer: Mailer;
  now: () => Date;
}
