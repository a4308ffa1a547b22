import type { ReactNode } from 'react';
import { pickLang } from '../../locales/pick-lang';
import { onOff, Tag } from '../tag';
import { Names, TimeCell } from './cells';
import type { ColumnsOf, ColumnSpec } from './columns';
import { RowSwitch } from './row-switch';

/** A row named in both languages (a template, a size, a product, a role): its Chinese and its English name. */
export type BilingualName<R> = (row: R) => readonly [cn: string, en: string];

/** A row's name in the reader's language. */
export const nameIn = <R,>(names: BilingualName<R>, row: R, lang: string) => {
  const [cn, en] = names(row);
  return pickLang(lang, cn, en);
};

/** The name column of a list of rows named in both languages: the reader's first, the other under it; sorted by `name`. */
export function namesColumn<R, C>(title: string, width: number, names: BilingualName<R>, testId: string) {
  return {
    key: 'name',
    title,
    width,
    sort: 'name',
    render: (r, { lang }) => {
      const [cn, en] = names(r);
      return <Names name={pickLang(lang, cn, en)} other={pickLang(lang, en, cn)} testId={testId} />;
    },
  } satisfies ColumnSpec<R, C>;
}

/** What a list with on/off switches in its rows hands its columns (the edit mark, useNamedRowSwitch). */
export interface SwitchContext<R> {
  canEdit: boolean;
  toggle: (row: R, on: boolean) => void;
  toggling: (id: number) => boolean;
}

interface SwitchColumn<R, C> {
  /** The column's key and the contract's sort word. */
  key: string;
  title: string;
  on: (row: R) => boolean;
  /** The state's words on the tag (a locale key). */
  word: (row: R) => string;
  /** The switch's accessible name, naming the row. */
  label: (row: R, c: ColumnsOf<C>) => string;
  testId: string;
}

/**
 * A row's on/off state (enabled, on sale): a switch for a user who may change it, with a tag of
 * the state until the switch's code is in; the tag alone for one who may not.
 */
export function switchColumn<R extends { id: number }, C extends SwitchContext<R>>(spec: SwitchColumn<R, C>) {
  const { key, title, on, word, label, testId } = spec;
  return {
    key,
    title,
    width: 90,
    sort: key,
    render: (r, c): ReactNode => {
      const tag = <Tag colour={onOff(on(r))}>{c.t(word(r))}</Tag>;
      if (!c.canEdit) return tag;
      const flip = (v: boolean) => c.toggle(r, v);
      return (
        <RowSwitch
          checked={on(r)}
          loading={c.toggling(r.id)}
          onChange={flip}
          label={label(r, c)}
          fallback={tag}
          testId={testId}
        />
      );
    },
  } satisfies ColumnSpec<R, C>;
}

interface FigureOptions<S> {
  /** The contract's sort word, when the server sorts by the figure. */
  sort?: string;
  /** The summary row's figure, formatted. */
  sum?: (summary: S) => string;
  /** Drawn as code and found by tests under this id. */
  testId?: string;
}

/** A right-aligned figure of the row (a count, an amount, a size), formatted by `value`. */
export function figureColumn<R, C = object, S = Record<string, never>>(
  key: string,
  title: string,
  width: number,
  value: (row: R) => string,
  { sort, sum, testId }: FigureOptions<S> = {},
): ColumnSpec<R, C, S> {
  return {
    key,
    title,
    width,
    align: 'right',
    sort,
    render: (r) =>
      testId ? (
        <span className="bo-code" data-testid={testId}>
          {value(r)}
        </span>
      ) : (
        value(r)
      ),
    summary: sum,
  };
}

/** An instant of the row in the branch's zone (TimeCell): `format` and what a missing one shows. */
export function timeColumn<R, C = object, S = Record<string, never>>(
  key: string,
  title: string,
  width: number,
  at: (row: R) => string | null | undefined,
  { sort, format, empty }: { sort?: string; format?: string; empty?: ReactNode } = {},
): ColumnSpec<R, C, S> {
  return { key, title, width, sort, render: (r) => <TimeCell at={at(r)} format={format} empty={empty} /> };
}
