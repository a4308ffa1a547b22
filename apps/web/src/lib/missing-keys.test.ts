import i18next from 'i18next';
import { afterEach, describe, expect, it } from 'vitest';
import { MISSING_KEYS_FLAG, missingKeyOptions } from './missing-keys';

describe('missingKeyOptions', () => {
  afterEach(() => {
    localStorage.removeItem(MISSING_KEYS_FLAG);
    delete window.__boMissingKeys;
  });

  it('hands every key i18next cannot find to window.__boMissingKeys while the flag is on', async () => {
    localStorage.setItem(MISSING_KEYS_FLAG, '1');
    const i18n = i18next.createInstance();
    await i18n.init({
      resources: { en: { translation: { header: { title: 'Title' } } } },
      lng: 'en',
      fallbackLng: false,
      ...missingKeyOptions(),
    });
    expect(i18n.t('header.title')).toBe('Title');
    expect(i18n.t('header.nope')).toBe('header.nope');
    expect(window.__boMissingKeys).toEqual(['en: header.nope']);
  });

  it('changes nothing without the flag', () => {
    expect(missingKeyOptions()).toEqual({});
    expect(window.__boMissingKeys).toBeUndefined();
  });
});
