import { useMemo } from 'react';
import { Form } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { MenuRow, MenuType } from '@bo/contract';
import { addMenu, changeMenu } from '../../../api/menus';
import { useSubmit } from '../../../components/submit/use-submit';
import { showSuccess } from '../../../lib/feedback';
import { pickLang } from '../../../locales/pick-lang';
import { fitsUnder, typesUnder } from './catalogue-tree';
import type { MenuDialogState } from './menu-dialogs';
import { bodyOf, fieldsOf, formOf, LIMITS, problemOf, type MenuFormValues } from './menu-form';
import { afterChange } from './menu-queries';

/** The types a row may take: under its parent, and (editing) with its children still fitting under it. */
function typesFor(all: MenuRow[], row: MenuRow | null, parent: MenuRow | null): MenuType[] {
  if (!row) return typesUnder(all, parent);
  const kids = all.filter((r) => r.parentId === row.id);
  return (['directory', 'menu', 'button'] as const).filter(
    (menutype) =>
      menutype === row.menutype ||
      (fitsUnder(all, { ...row, menutype }, parent) &&
        kids.every((k) =>
          menutype === 'directory' ? k.menutype !== 'button' : menutype === 'menu' ? k.menutype === 'button' : false,
        )),
  );
}

/**
 * The add / edit dialog's form: its first values, the fields the chosen type shows, the
 * contract's rules of each field, and the save (the server's refusal stays in the dialog).
 */
export function useMenuForm(
  state: Extract<MenuDialogState, { kind: 'add' | 'edit' }>,
  all: MenuRow[],
  onClose: () => void,
) {
  const { t, i18n } = useTranslation();
  const client = useQueryClient();
  const [form] = Form.useForm<MenuFormValues>();
  const { busy: saving, refusal, run } = useSubmit();
  const row = state.kind === 'edit' ? state.row : null;
  const byId = useMemo(() => new Map(all.map((r) => [r.id, r])), [all]);
  const parent =
    state.kind === 'add' ? state.parent : row!.parentId === null ? null : (byId.get(row!.parentId) ?? null);
  const name = (r: MenuRow) => pickLang(i18n.language, r.menuname, r.menuename);

  const types = useMemo(() => typesFor(all, row, parent), [all, row, parent]);
  const initial = useMemo(() => {
    const siblings = all.filter((r) => r.parentId === (parent?.id ?? null));
    const nextSort = siblings.length ? Math.min(LIMITS.sort, Math.max(...siblings.map((s) => s.sort)) + 10) : 10;
    return formOf(row, types[types.length - 1] ?? 'directory', nextSort);
  }, [all, row, parent, types]);

  const type = Form.useWatch('menutype', form) ?? initial.menutype;
  const link = Form.useWatch('link', form) ?? initial.link;

  const label = {
    menuname: t('menus.menu.dialog.titleCn'),
    menuename: t('menus.menu.dialog.titleEn'),
    url: t('menus.menu.dialog.route'),
    permission: t('menus.menu.dialog.mark'),
    link: t('menus.menu.dialog.link'),
    sort: t('menus.menu.dialog.sort'),
  };
  /** The contract's rule of a field, read against the whole form (a button needs a mark, an embedded page an address). */
  const rule = (field: keyof typeof label) => ({
    validator: () => {
      const p = problemOf(field, { ...initial, ...(form.getFieldsValue(true) as Partial<MenuFormValues>) });
      return p
        ? Promise.reject(new Error(t(`menus.menu.rule.${p.key}`, { field: label[field], max: p.max })))
        : Promise.resolve();
    },
  });

  const save = async (v: MenuFormValues) => {
    const done = await run(async () => {
      const body = bodyOf({ ...initial, ...v });
      if (row) {
        await changeMenu({ ...body, id: row.id, stamp: row.stamp });
        showSuccess(t('menus.menu.dialog.saved'));
      } else {
        await addMenu({ ...body, parentId: parent?.id ?? null });
        showSuccess(t('menus.menu.dialog.added'));
      }
      void afterChange(client);
      onClose();
    });
    // Changed by someone else meanwhile (409), or gone: the page reads the catalogue again after any refusal.
    if (!done) void client.invalidateQueries({ queryKey: ['menu-catalogue'] });
  };

  const builtin = row?.builtin ?? false;
  const fields = fieldsOf(type);
  return { form, saving, refusal, row, parent, name, builtin, types, initial, type, link, fields, label, rule, save };
}

export type MenuFormState = ReturnType<typeof useMenuForm>;
