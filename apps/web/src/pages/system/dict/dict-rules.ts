import type { FixedValueList, ValueItem, ValueList } from '@bo/contract';
import { pickLang } from '../../../locales/pick-lang';

/** The page's route and its edit mark (the catalogue's). */
export const DICT_ROUTE = '/system/dict';
export const DICT_EDIT_MARK = 'dict:edit';

/** The list shown first: the client source (the list most branches change). */
export const FIRST_LIST = 'khly';

export type ShownList = { kind: 'editable'; list: ValueList } | { kind: 'fixed'; list: FixedValueList };

/** The list the address names (`?list=`), or the first editable one when it names none the answer holds. */
export function shownList(answer: { lists: ValueList[]; fixed: FixedValueList[] }, code: string | null): ShownList {
  const editable = answer.lists.find((l) => l.code === code);
  if (editable) return { kind: 'editable', list: editable };
  const fixed = answer.fixed.find((l) => l.code === code);
  if (fixed) return { kind: 'fixed', list: fixed };
  return { kind: 'editable', list: answer.lists.find((l) => l.code === FIRST_LIST) ?? answer.lists[0] };
}

/** An item's name in the reader's language (the Chinese one when it has no English name) and the other, if different. */
export function itemNames(item: Pick<ValueItem, 'name' | 'nameEn'>, lang: string): { shown: string; other: string } {
  const en = item.nameEn || item.name;
  const shown = pickLang(lang, item.name, en);
  const other = pickLang(lang, en, item.name);
  return { shown, other: other === shown ? '' : other };
}

/** The list in its new order as the reorder call takes it: every item with the version seen. */
export const orderOf = (items: readonly ValueItem[]) => items.map((i) => ({ id: i.id, version: i.version }));
