import type { Language } from '@atelier/contract';

/** The id of the JSON block in which the server hands over a screen it rendered. */
export const RENDERED_SCREEN_ID = 'first-screen';

/** What the server rendered a screen from: the language, and each query's answer by its key. */
export interface RenderedScreen {
  language: Language;
  answers: [queryKey: readonly unknown[], data: unknown][];
}
