import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useIsMobile } from '../../lib/use-is-mobile';
import type { DataColumn } from '../data-table/types';

/** What every column's render is handed besides the row: the page's own context, and these. */
export interface ColumnContext {
  t: ReturnType<typeof useTranslation>['t'];
  /** The current language (cn, en), for names kept in both. */
  lang: string;
  /** 800 px and narrower. */
  mobile: boolean;
}

/** A page's context as its columns' renders see it. */
export type ColumnsOf<C> = C & ColumnContext;

/**
 * One column of a list page, declared once as data next to the page (its columns.tsx): the header
 * is a locale key, the render gets the row and the page's context (what it may do, what opens a
 * dialog). useColumns turns the list into the data table's columns for the current language.
 */
export interface ColumnSpec<R, C = object, S = Record<string, never>> {
  /** Stable id (saved in the user's column choice). */
  key: string;
  /** Locale key of the header (the column chooser lists it too). */
  title: string;
  /** Default width in px (the user may resize it). */
  width: number;
  /** The width at 800 px and narrower, when it differs (an actions column). */
  mobileWidth?: number;
  align?: 'left' | 'right' | 'center';
  /** The contract's sort word when the server can sort by this column. */
  sort?: string;
  /** Kept on the right edge while the table scrolls sideways (a row's actions). */
  fixedRight?: boolean;
  render: (row: R, c: C & ColumnContext) => ReactNode;
  /** The summary row's cell, from the server's sums. */
  summary?: (summary: S, c: C & ColumnContext) => ReactNode;
  /** Shown only when this holds (e.g. the actions column for a role holding the edit mark). */
  when?: (c: C & ColumnContext) => boolean;
}

/** The data table's columns of a page's column list, for its context now (language, width, marks, handlers). */
export function useColumns<R, C extends object, S = Record<string, never>>(
  specs: readonly ColumnSpec<R, C, S>[],
  page: C,
): DataColumn<R, S>[] {
  const { t, i18n } = useTranslation();
  const mobile = useIsMobile();
  const c: C & ColumnContext = { ...page, t, lang: i18n.language, mobile };
  return specs
    .filter((spec) => !spec.when || spec.when(c))
    .map(({ title, width, mobileWidth, render, summary, when: _when, ...rest }) => ({
      ...rest,
      title: t(title),
      width: mobile && mobileWidth ? mobileWidth : width,
      render: (row: R) => render(row, c),
      summary: summary && ((s: S) => summary(s, c)),
    }));
}
