import { SoundOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { pickLang } from '../../../locales/pick-lang';
import type { HomeSection } from './home-types';

/**
 * A schematic phone-width sketch of the shop's home page: the enabled sections in their order,
 * with their titles and sizes (no real banners or products). It follows the editor as it changes.
 */
export function HomePreview({ sections }: { sections: HomeSection[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const shown = sections.filter((s) => s.enabled);
  return (
    <div className="home-phone" aria-label={t('site.home.preview')} data-testid="home-preview">
      <div className="home-phone-bar" aria-hidden="true" />
      <div className="home-phone-screen">
        {shown.length === 0 && <p className="home-mock-empty">{t('site.home.previewEmpty')}</p>}
        {shown.map((s) => (
          <section
            key={s.key}
            className={`home-mock home-mock-${s.key}`}
            data-testid="home-preview-section"
            data-key={s.key}
          >
            <MockSection section={s} lang={lang} />
          </section>
        ))}
      </div>
    </div>
  );
}

function MockSection({ section: s, lang }: { section: HomeSection; lang: string }) {
  const { t } = useTranslation();
  switch (s.key) {
    case 'banner':
      return (
        <div className="home-mock-banner">
          <span>{t('site.home.mock.banner', { s: s.autoplaySeconds })}</span>
          <span className="home-mock-dots" aria-hidden="true">
            <i />
            <i />
            <i />
          </span>
        </div>
      );
    case 'products':
      return (
        <>
          <h4 className="bo-ellipsis" data-user-content="">
            {pickLang(lang, s.title, s.titleEn) || t('site.home.section.products')}
          </h4>
          <div className="home-mock-grid" role="img" aria-label={t('site.home.mock.items', { count: s.count })}>
            {Array.from({ length: s.count }, (_, i) => (
              <i key={i} />
            ))}
          </div>
        </>
      );
    case 'news':
      return (
        <>
          <h4 className="bo-ellipsis" data-user-content="">
            {pickLang(lang, s.title, s.titleEn) || t('site.home.section.news')}
          </h4>
          <ul className="home-mock-lines" aria-label={t('site.home.mock.items', { count: s.count })}>
            {Array.from({ length: s.count }, (_, i) => (
              <li key={i} style={{ width: `${92 - ((i * 17) % 35)}%` }} />
            ))}
          </ul>
        </>
      );
    case 'notice':
      return (
        <p className="home-mock-notice bo-ellipsis" data-user-content="">
          <SoundOutlined aria-hidden="true" /> {pickLang(lang, s.text, s.textEn) || t('site.home.section.notice')}
        </p>
      );
    case 'contact':
      return (
        <>
          <h4>{t('site.home.mock.contact')}</h4>
          <div className="home-mock-contact">
            {s.showPhone && <span>{t('site.home.mock.phone')}</span>}
            {s.showWechat && <span>{t('site.home.mock.wechat')}</span>}
            {s.showHours && <span>{t('site.home.mock.hours')}</span>}
          </div>
        </>
      );
  }
}
