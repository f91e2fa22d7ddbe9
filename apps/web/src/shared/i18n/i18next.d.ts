import 'i18next';
import type en from '../../locales/en.json';

// English is the reference dictionary: a key missing from it is a type error.
declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'translation';
    resources: { translation: typeof en };
  }
}
