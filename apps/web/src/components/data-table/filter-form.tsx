import { useEffect, useId, useRef, type ReactNode } from 'react';
import { Button, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { useRangeInputNames } from './range-input-names';
import type { FilterFormProps } from './types';

interface FilterFormShellProps<V> extends FilterFormProps {
  /** URL values → the form's values (dates as dayjs, lists as arrays …). */
  toValues: (filters: Record<string, string>) => V;
  /** The form's values → URL values in the contract's words (empty ones are dropped). */
  fromValues: (values: V) => Record<string, string | undefined>;
  /** The page's Form.Items. */
  children: ReactNode;
}

/**
 * The form around a page's filter fields: Search applies them (page 1), Reset clears them all.
 * It follows the URL, so back and forward or a pasted link show the filters in force. Import
 * it only from a page's lazily loaded filter file (antd's form engine is not a first-load part).
 */
export function FilterFormShell<V extends object>({
  filters,
  onApply,
  mobile,
  toValues,
  fromValues,
  children,
}: FilterFormShellProps<V>) {
  const { t } = useTranslation();
  const [form] = Form.useForm<V>();
  const key = JSON.stringify(filters);
  const grid = useRef<HTMLDivElement>(null);
  const name = `filters${useId()}`;
  useRangeInputNames(grid, t('table.rangeStart'), t('table.rangeEnd'));
  useEffect(() => {
    form.resetFields();
    form.setFieldsValue(toValues(filters));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- the fields are reset only when another view (key) opens, not on every new filters object
  }, [key]);

  return (
    // Named, so its fields' ids ("filters_r1_orderno") never clash with a dialog's form on the same
    // page, nor with the filters of another open work tab, which stays mounted while hidden: a label
    // would point at the other form's field.
    <Form<V>
      form={form}
      name={name}
      layout="vertical"
      className={mobile ? 'dt-filter-form dt-filter-form-mobile' : 'dt-filter-form'}
      onFinish={(v) => onApply(fromValues(v))}
      data-testid="filter-form"
    >
      <div className="dt-filter-grid" ref={grid}>
        {children}
      </div>
      <div className="dt-filter-actions">
        <Button onClick={() => onApply({})} data-testid="filter-reset">
          {t('table.resetFilters')}
        </Button>
        <Button type="primary" htmlType="submit" data-testid="filter-apply">
          {t('table.search')}
        </Button>
      </div>
    </Form>
  );
}
