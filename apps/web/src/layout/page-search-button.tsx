import { Suspense, useEffect, useRef, useState } from 'react';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { TipButton } from '../components/tip-button';
import { lazyPart } from '../lib/lazy-part';
import { useMediaQuery } from '../lib/use-media-query';

/** The dialog (antd Modal and Input, the matching) loads when first opened, or on a hint. */
const PageSearchDialog = lazyPart(() => import('./page-search-dialog'));

/** Apple's keyboards say ⌘ where the others say Ctrl. */
const APPLE = /Mac|iPhone|iPad|iPod/.test(navigator.platform);
/**
 * Where the button also shows its shortcut: under 1100 px the header's right side has no room to
 * spare (the breadcrumb and the subscription's expiry share it), and the tooltip names it.
 */
const ROOMY = '(min-width: 1100px)';
const SHORTCUT = APPLE ? { shown: '⌘ K', aria: 'Meta+K' } : { shown: 'Ctrl K', aria: 'Control+K' };

/** Ctrl+K, or ⌘K, whatever the keyboard (both are taken everywhere: a Mac user on Windows keeps the habit). */
const isSearchShortcut = (e: KeyboardEvent) =>
  (e.ctrlKey || e.metaKey) && !e.altKey && !e.shiftKey && e.key.toLowerCase() === 'k';

/** A dialog or drawer is open (its mask covers the header): the shortcut opens nothing over it. */
const dialogOpen = () =>
  Array.from(document.querySelectorAll('[aria-modal="true"]')).some((el) => el.checkVisibility());

/**
 * The header's page search (issue 37 #3): a button, and Ctrl+K / ⌘K anywhere in the console, also
 * in a text field (the browser's own use of the keys is prevented). Its tooltip names the
 * shortcut; where the header has room, the button shows it too. Closing the dialog puts the focus
 * back where it was when the search was opened.
 */
export function PageSearch() {
  const { t } = useTranslation();
  const [used, setUsed] = useState(false);
  const [open, setOpen] = useState(false);
  const back = useRef<HTMLElement | null>(null);
  const roomy = useMediaQuery(ROOMY);

  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      // A modifier pressed: the shortcut may follow, so the dialog's code starts loading.
      if (e.key === 'Control' || e.key === 'Meta') return PageSearchDialog.preload();
      if (!isSearchShortcut(e) || e.repeat) return;
      e.preventDefault();
      if (dialogOpen()) return;
      back.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      setUsed(true);
      setOpen(true);
    };
    // Capturing: a field that keeps its keys to itself (stopPropagation) does not keep this one.
    window.addEventListener('keydown', onKey, true);
    return () => window.removeEventListener('keydown', onKey, true);
  }, []);

  const name = t('search.open');
  return (
    <>
      <TipButton
        tip={`${name} (${SHORTCUT.shown})`}
        type="text"
        icon={<SearchOutlined />}
        onClick={(e) => {
          back.current = e.currentTarget;
          setUsed(true);
          setOpen(true);
        }}
        onPointerEnter={PageSearchDialog.preload}
        onFocus={PageSearchDialog.preload}
        // The shortcut shown is part of the name, so a voice user can say what they see (WCAG 2.5.3).
        aria-label={roomy ? `${name} ${SHORTCUT.shown}` : name}
        aria-keyshortcuts={SHORTCUT.aria}
        data-testid="page-search-button"
      >
        {roomy && (
          <kbd className="bo-key" aria-hidden>
            {SHORTCUT.shown}
          </kbd>
        )}
      </TipButton>
      {used && (
        <Suspense fallback={null}>
          <PageSearchDialog
            open={open}
            onClose={() => setOpen(false)}
            afterClose={() => {
              back.current?.focus({ preventScroll: true });
              back.current = null;
            }}
          />
        </Suspense>
      )}
    </>
  );
}
