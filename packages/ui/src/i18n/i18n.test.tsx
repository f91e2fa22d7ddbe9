import { act, render, screen } from '@testing-library/react';
import { expect, it } from 'vitest';
import { createI18n } from './i18n.ts';

const file = (greeting: string) => () => Promise.resolve({ default: { greeting } });
// What import.meta.glob('../locales/*.json', '!…/en.json') hands an app.
const locales = {
  '../locales/es.json': file('Hola'),
  '../locales/cn.json': file('你好'),
  '../locales/jp.json': file('こんにちは'),
  '../locales/tw.json': file('你好'),
  '../locales/fr.json': file('Bonjour'),
};

it("fetches a language's file from the app's locale files when it is chosen", async () => {
  const { changeLanguage, useTranslation } = createI18n<'greeting'>({
    en: { greeting: 'Hello' },
    locales,
    storageKey: 'test_language',
  });
  function Greeting() {
    return <p>{useTranslation().t('greeting')}</p>;
  }
  render(<Greeting />);
  screen.getByText('Hello');
  await act(() => changeLanguage('fr'));
  screen.getByText('Bonjour');
});

it('names a language whose file is missing when the app starts', () => {
  const { '../locales/fr.json': _french, ...withoutFrench } = locales;
  expect(() => createI18n({ en: {}, locales: withoutFrench, storageKey: 'test_language' })).toThrow(
    /locales\/fr\.json/,
  );
});
