import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent, type RefObject } from 'react';
import { Input, Modal, type InputRef } from 'antd';
import { SearchOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { MenuIcon } from '../components/menu-icon';
import { useMenuStore } from '../stores/menu';
import { opensNewTab } from './menu-items';
import { findPages, markWords, searchablePages, searchWords, type FoundPage } from './page-search';
import { useOpenPage } from './use-open-page';
import './page-search.css';

interface Props {
  open: boolean;
  onClose: () => void;
  /** Once the dialog is gone (after its closing motion): the focus goes back where it was. */
  afterClose: () => void;
}

/**
 * The page search (issue 37 #3): type part of a page's title or of a group's name, pick a page
 * with ↑/↓ and Enter (or the pointer), and it opens as from the side menu. Loaded when first
 * opened (page-search-button.tsx); every opening starts with an empty query.
 */
export default function PageSearchDialog({ open, onClose, afterClose }: Props) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={t('search.title')}
      onCancel={onClose}
      afterClose={afterClose}
      // The button's (or the text field's) focus is put back by afterClose, where the search was opened from.
      focusTriggerAfterClose={false}
      footer={<SearchKeys />}
      width={560}
      style={{ top: 72 }}
      destroyOnHidden
      data-testid="page-search"
    >
      <SearchBody onClose={onClose} />
    </Modal>
  );
}

/** The keys the search answers to, under the list. */
function SearchKeys() {
  const { t } = useTranslation();
  return (
    <div className="bo-search-keys" aria-hidden>
      <span>
        <kbd className="bo-key">↑</kbd> <kbd className="bo-key">↓</kbd> {t('search.keyMove')}
      </span>
      <span>
        <kbd className="bo-key">Enter</kbd> {t('search.keyOpen')}
      </span>
      <span>
        <kbd className="bo-key">Esc</kbd> {t('search.keyClose')}
      </span>
    </div>
  );
}

/**
 * The query and the pages found: a combobox whose listbox's active option is named by
 * aria-activedescendant, so the focus stays in the field while ↑/↓ move through the list.
 */
function SearchBody({ onClose }: { onClose: () => void }) {
  const { t, i18n } = useTranslation();
  const menu = useMenuStore((s) => s.menuList);
  const openPage = useOpenPage();
  const [query, setQuery] = useState('');
  const [active, setActive] = useState(0);
  const input = useRef<InputRef>(null);
  const list = useRef<HTMLUListElement>(null);
  const listId = useId();
  const optionId = (i: number) => `${listId}-${i}`;
  const pages = useMemo(() => searchablePages(menu), [menu]);
  const found = useMemo(() => findPages(pages, query, i18n.language), [pages, query, i18n.language]);
  const words = searchWords(query);
  const listed = found.length > 0;
  // Within the list, also when the menu changed under it (a push after a permission was granted).
  const at = Math.min(active, found.length - 1);

  useSearchFocus(input, list, at);

  const choose = (page: FoundPage | undefined) => {
    if (!page) return;
    onClose();
    openPage(page.item);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>) => {
    // Enter that ends an input method's composition (pinyin) picks the characters, not a page.
    if (e.nativeEvent.isComposing) return;
    const move = e.key === 'ArrowDown' ? 1 : e.key === 'ArrowUp' ? -1 : 0;
    if (move && listed) {
      e.preventDefault();
      setActive((at + move + found.length) % found.length);
    } else if (e.key === 'Enter') {
      e.preventDefault();
      choose(found[at]);
    }
  };

  return (
    <div className="bo-search">
      <Input
        ref={input}
        role="combobox"
        aria-label={t('search.field')}
        aria-autocomplete="list"
        aria-expanded={listed}
        aria-controls={listed ? listId : undefined}
        aria-activedescendant={listed ? optionId(at) : undefined}
        placeholder={t('search.placeholder')}
        prefix={<SearchOutlined />}
        value={query}
        onChange={(e) => {
          setQuery(e.target.value);
          setActive(0);
        }}
        onKeyDown={onKeyDown}
        autoComplete="off"
        spellCheck={false}
        maxLength={50}
        data-testid="page-search-input"
      />
      {listed ? (
        <ul ref={list} id={listId} role="listbox" aria-label={t('search.results')} className="bo-search-list">
          {found.map((page, i) => (
            <SearchOption
              key={page.item.path}
              id={optionId(i)}
              page={page}
              words={words}
              selected={i === at}
              onHover={() => i !== at && setActive(i)}
              onChoose={() => choose(page)}
            />
          ))}
        </ul>
      ) : (
        <p className="bo-search-none" role="status">
          {t('search.none', { query: query.trim() })}
        </p>
      )}
    </div>
  );
}

/** The text with the typed words highlighted. */
function Marked({ text, words }: { text: string; words: string[] }) {
  return markWords(text, words).map((piece, i) => (piece.hit ? <mark key={i}>{piece.text}</mark> : piece.text));
}

/** One page found: its icon, its title and trail with the query's words marked; picked by the pointer. */
function SearchOption(p: {
  id: string;
  page: FoundPage;
  words: string[];
  selected: boolean;
  onHover: () => void;
  onChoose: () => void;
}) {
  const { t } = useTranslation();
  const { page, words } = p;
  return (
    // eslint-disable-next-line jsx-a11y/click-events-have-key-events -- the pointer's way in; the keyboard's is the field's ↑/↓ and Enter (aria-activedescendant)
    <li
      id={p.id}
      role="option"
      aria-selected={p.selected}
      className="bo-search-option"
      // The pointer picks without taking the focus from the field.
      onMouseDown={(e) => e.preventDefault()}
      onMouseMove={p.onHover}
      onClick={p.onChoose}
      data-testid="page-search-option"
    >
      <MenuIcon name={page.item.icon} className="bo-search-icon" />
      <span className="bo-search-text">
        <span className="bo-search-title">
          <Marked text={page.title} words={words} />
          {opensNewTab(page.item) && (
            <span className="bo-search-new-tab" role="img" aria-label={t('frame.newTab')}>
              ↗
            </span>
          )}
        </span>
        {page.trail.length > 0 && (
          <span className="bo-search-trail">
            <Marked text={[...page.trail, page.title].join(' / ')} words={words} />
          </span>
        )}
      </span>
    </li>
  );
}

/** The field takes the focus as the dialog opens (the dialog keeps it inside); the active page stays in view as ↑/↓ move past the list's edge. */
function useSearchFocus(input: RefObject<InputRef | null>, list: RefObject<HTMLUListElement | null>, at: number) {
  useEffect(() => {
    input.current?.focus();
  }, [input]);
  useEffect(() => {
    list.current?.children[at]?.scrollIntoView({ block: 'nearest' });
  }, [list, at]);
}
