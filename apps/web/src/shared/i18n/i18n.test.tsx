import { act, render, renderHook, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { STORAGE_KEYS } from '../storage/keys.ts';
import { changeLanguage, LANGUAGE_CHANGED_EVENT, setLanguage, useTranslation } from './i18n.ts';

function Count({ count }: { count: number }) {
  const { t, language } = useTranslation();
  return (
    <p>
      {language}: {t('listing.count', { count })}
    </p>
  );
}

describe('translations', () => {
  it('fills placeholders and picks the plural form of the count', () => {
    render(<Count count={1} />);
    expect(screen.getByText('en: 1 product')).toBeTruthy();
    render(<Count count={3} />);
    expect(screen.getByText('en: 3 products')).toBeTruthy();
    render(<Count count={18520} />);
    expect(screen.getByText('en: 18,520 products')).toBeTruthy();
  });

  it('rerenders in a new language once its dictionary is in, and sets <html lang>', async () => {
    render(<Count count={2} />);
    await act(() => changeLanguage('fr'));
    expect(screen.getByText('fr: 2 produits')).toBeTruthy();
    render(<Count count={18520} />);
    // French groups thousands with a (narrow no-break) space.
    expect(screen.getByText(/^fr: 18\s520 produits$/)).toBeTruthy();
    await act(() => changeLanguage('cn'));
    expect(document.documentElement.lang).toBe('zh-CN');
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBeNull();
  });

  it('saves the chosen language and announces it with the languageChanged event', async () => {
    const heard = vi.fn();
    window.addEventListener(LANGUAGE_CHANGED_EVENT, heard);
    await setLanguage('jp');
    window.removeEventListener(LANGUAGE_CHANGED_EVENT, heard);
    expect(localStorage.getItem(STORAGE_KEYS.language)).toBe('jp');
    expect((heard.mock.calls[0]![0] as CustomEvent).detail).toBe('jp');
  });

  it('fills every entry of a list, and shows an unknown key as itself', () => {
    const { t } = renderHook(useTranslation).result.current;
    const sections = t('info.privacy.sections', { returnObjects: true, email: 'a@b.c' });
    expect(JSON.stringify(sections)).toContain('a@b.c');
    expect(JSON.stringify(sections)).not.toContain('{{');
    expect(t('no.such.key' as 'meta.title')).toBe('no.such.key');
  });

  it("picks a count's form by the language's own rules (1 second, 0 seconde, 1 秒)", async () => {
    const { result } = renderHook(useTranslation);
    expect(result.current.t('home.seconds', { count: 1 })).toBe('Second');
    expect(result.current.t('home.seconds', { count: 0 })).toBe('Seconds');
    await act(() => changeLanguage('fr'));
    expect(result.current.t('home.seconds', { count: 1 })).toBe('Seconde');
    expect(result.current.t('home.seconds', { count: 0 })).toBe('Seconde');
    expect(result.current.t('home.seconds', { count: 2 })).toBe('Secondes');
    expect(result.current.t('auth.server.waitForCode', { count: 1 })).toBe(
      'Veuillez patienter 1 seconde avant de demander un nouveau code',
    );
    await act(() => changeLanguage('jp'));
    expect(result.current.t('home.seconds', { count: 1 })).toBe('秒');
    await act(() => changeLanguage('en'));
  });
});
