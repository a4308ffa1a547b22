import { Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import type { MenuRow } from '@bo/contract';
import { IconSelect } from '../../../components/icon-select';
import { pathTitles } from './catalogue-tree';
import { LIMITS } from './menu-form';
import type { MenuFormState } from './use-menu-form';

/** The row form's first fields: where it sits, its type, its two titles, and (a page) its route and icon. */
export function MenuFormFields({ f, all }: { f: MenuFormState; all: MenuRow[] }) {
  const { t } = useTranslation();
  const { parent, name, builtin, types, label, rule } = f;
  return (
    <>
      <Form.Item label={t('menus.menu.dialog.parent')}>
        <span className="bo-wrap-anywhere" data-user-content="">
          {parent ? pathTitles(all, parent, name) : t('menus.menu.dialog.top')}
        </span>
      </Form.Item>
      <Form.Item name="menutype" label={t('menus.menu.dialog.type')}>
        <Select
          disabled={builtin || types.length < 2}
          options={types.map((v) => ({ value: v, label: t(`menus.menu.type.${v}`) }))}
          data-testid="menu-type"
        />
      </Form.Item>
      <div className="menu-form-row">
        <Form.Item name="menuname" label={label.menuname} rules={[rule('menuname')]}>
          <Input autoComplete="off" autoFocus count={{ show: true, max: LIMITS.title }} data-testid="menu-name-cn" />
        </Form.Item>
        <Form.Item
          name="menuename"
          label={label.menuename}
          extra={t('menus.menu.dialog.titleEnHelp')}
          rules={[rule('menuename')]}
        >
          <Input autoComplete="off" count={{ show: true, max: LIMITS.title }} data-testid="menu-name-en" />
        </Form.Item>
      </div>
      {f.fields.route && (
        <div className="menu-form-row">
          <Form.Item name="url" label={label.url} extra={t('menus.menu.dialog.routeHelp')} rules={[rule('url')]}>
            <Input
              autoComplete="off"
              disabled={builtin}
              className="bo-code"
              count={{ show: true, max: LIMITS.route }}
              placeholder="/help/manual"
              data-testid="menu-route"
            />
          </Form.Item>
          <Form.Item name="icon" label={t('menus.menu.dialog.icon')}>
            <IconSelect placeholder={t('menus.menu.dialog.iconPlaceholder')} aria-label={t('menus.menu.dialog.icon')} />
          </Form.Item>
        </div>
      )}
    </>
  );
}
