import { Form, Input, InputNumber, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { LIMITS } from './menu-form';
import type { MenuFormState } from './use-menu-form';

/** The row form's last fields: mark, order, hidden, and an outside address (opened or embedded). */
export function MenuFormOptions({ f }: { f: MenuFormState }) {
  const { t } = useTranslation();
  const { builtin, fields, label, rule, type, link } = f;
  return (
    <>
      <div className="menu-form-row">
        {fields.mark && (
          <Form.Item
            name="permission"
            label={label.permission}
            extra={t(type === 'button' ? 'menus.menu.dialog.markHelpButton' : 'menus.menu.dialog.markHelpPage')}
            rules={[rule('permission')]}
          >
            <Input
              autoComplete="off"
              disabled={builtin}
              className="bo-code"
              count={{ show: true, max: LIMITS.mark }}
              placeholder="help:print"
              data-testid="menu-mark"
            />
          </Form.Item>
        )}
        <Form.Item name="sort" label={label.sort} extra={t('menus.menu.dialog.sortHelp')} rules={[rule('sort')]}>
          <InputNumber min={0} max={LIMITS.sort} precision={0} style={{ width: '100%' }} data-testid="menu-sort" />
        </Form.Item>
      </div>
      {fields.hidden && (
        <Form.Item
          name="hidden"
          label={t('menus.menu.dialog.hidden')}
          extra={t('menus.menu.dialog.hiddenHelp')}
          valuePropName="checked"
        >
          <Switch data-testid="menu-hidden" />
        </Form.Item>
      )}
      {fields.link && !builtin && (
        <>
          <Form.Item name="link" label={label.link} extra={t('menus.menu.dialog.linkHelp')} rules={[rule('link')]}>
            <Input
              autoComplete="off"
              className="bo-code"
              count={{ show: true, max: LIMITS.link }}
              placeholder="https://"
              data-testid="menu-link"
            />
          </Form.Item>
          <Form.Item
            name="embed"
            label={t('menus.menu.dialog.embed')}
            extra={t('menus.menu.dialog.embedHelp')}
            valuePropName="checked"
          >
            <Switch disabled={!link?.trim()} data-testid="menu-embed" />
          </Form.Item>
        </>
      )}
    </>
  );
}
