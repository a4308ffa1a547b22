import { Checkbox, Form } from 'antd';
import { useTranslation } from 'react-i18next';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import type { FilterFormProps } from '../../../components/data-table/types';

interface Values {
  waiting?: boolean;
}

/** The locks list's one filter: only the locks still waited for. */
export default function LocksFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  return (
    <FilterFormShell<Values>
      {...props}
      toValues={(f) => ({ waiting: f.waiting === '1' })}
      fromValues={(v) => ({ waiting: v.waiting ? '1' : undefined })}
    >
      <Form.Item name="waiting" valuePropName="checked" label={t('safeguard.locks.granted')}>
        <Checkbox>{t('safeguard.locks.onlyWaiting')}</Checkbox>
      </Form.Item>
    </FilterFormShell>
  );
}
