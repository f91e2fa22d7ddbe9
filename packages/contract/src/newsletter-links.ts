// No zod here: the shop's route table (in its entry chunk) imports these.

/** The shop's pages newsletter mails link to, each with ?token=&lang=. */
export const NEWSLETTER_CONFIRM_PATH = '/newsletter/confirm';
export const NEWSLETTER_UNSUBSCRIBE_PATH = '/newsletter/unsubscribe';
