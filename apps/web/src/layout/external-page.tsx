import { Button, Result } from 'antd';
import { ExportOutlined, GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { EllipsisText } from '../components/ellipsis-text';
import { pickLang } from '../locales/pick-lang';
import type { MenuItem } from '../stores/menu-tree';
import './external-page.css';

/**
 * What a framed page may do: run its scripts and forms, keep its own origin (its cookies and
 * storage, never the console's: an address of the console itself is never framed), open links
 * in new tabs. Not: navigate the console's window, or open downloads and dialogs in it.
 */
export const EMBED_SANDBOX = 'allow-scripts allow-forms allow-same-origin allow-popups allow-popups-to-escape-sandbox';

/** Whether an address is the console's own origin (framing it would hand the framed page the session). */
export function isConsoleOrigin(link: string, origin = window.location.origin): boolean {
  try {
    return new URL(link).origin === origin;
  } catch {
    return true;
  }
}

/**
 * A route of the server's menu without a page of the console, opening an address (spec §2:
 * server menu items add routes at runtime): inside the frame in a sandboxed iframe when the row
 * says so, otherwise a page offering the address in a new browser tab (reached by its address,
 * a bookmark or a work tab; the menu opens such a row in a new tab at once).
 */
export default function ExternalPage({ item }: { item: MenuItem }) {
  const { t, i18n } = useTranslation();
  const title = pickLang(i18n.language, item.title, item.title_en);
  const openLink = (
    <Button
      href={item.link}
      target="_blank"
      rel="noopener noreferrer"
      icon={<ExportOutlined />}
      data-testid="external-open"
    >
      {t('frame.openNewTab')}
    </Button>
  );
  if (item.embed && !isConsoleOrigin(item.link)) {
    return (
      <section className="bo-embed" aria-label={title} data-testid="embedded-page">
        <div className="bo-embed-bar">
          <GlobalOutlined aria-hidden />
          <EllipsisText text={item.link} code data-user-content="" />
          {openLink}
        </div>
        <p className="bo-embed-note bo-muted">{t('frame.embedNote')}</p>
        <iframe
          className="bo-embed-frame"
          title={title}
          src={item.link}
          sandbox={EMBED_SANDBOX}
          referrerPolicy="no-referrer"
        />
      </section>
    );
  }
  return (
    <Result
      icon={<GlobalOutlined />}
      title={<span data-user-content="">{title}</span>}
      subTitle={<span className="bo-wrap-anywhere">{t('frame.externalBody', { link: item.link })}</span>}
      extra={openLink}
      data-testid="external-page"
    />
  );
}
