import type { ComponentType, ReactNode } from 'react';
import type { ListData } from './list-data';

/** One column of a data table, declared by the page. */
export interface DataColumn<R, S = Record<string, unknown>> {
  /** Stable id (saved in the user's column choice; letters, digits, _ . -). */
  key: string;
  /** Header text, already translated; the column chooser lists it too. */
  title: string;
  render: (row: R) => ReactNode;
  /** Default width in px (the user may resize it). */
  width: number;
  align?: 'left' | 'right' | 'center';
  /** The contract's sort word when the server can sort by this column. */
  sort?: string;
  /** Kept on the right edge while the table scrolls sideways (a row's actions), wider than 800 px only. */
  fixedRight?: boolean;
  /** The summary row's cell: the server's sum over the whole filtered set (spec §9). */
  summary?: (summary: S) => ReactNode;
}

/** What a page's filter form receives (see filter-form.tsx for the form helper). */
export interface FilterFormProps {
  /** The filters in force, as the URL keeps them. */
  filters: Record<string, string>;
  /** Applies new filters (page 1). */
  onApply: (filters: Record<string, string | undefined>) => void;
  /** The drawer (800 px and narrower) stacks fields; the desktop panel lays them in a grid. */
  mobile: boolean;
}

export type FilterFormComponent = ComponentType<FilterFormProps>;

export type { ListData };
