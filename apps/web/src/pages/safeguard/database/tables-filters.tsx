import { useTranslation } from 'react-i18next';
import { TextFilterItem } from '../../../components/filter-fields/filter-items';
import { FilterFormShell } from '../../../components/data-table/filter-form';
import type { FilterFormProps } from '../../../components/data-table/types';

interface Values {
  name?: string;
}

/** The tables list's one filter: a part of the name. */
export default function TablesFilters(props: FilterFormProps) {
  const { t } = useTranslation();
  return (
    <FilterFormShell<Values>
      {...props}
      toValues={(f) => ({ name: f.name })}
      fromValues={(v) => ({ name: v.name?.trim() })}
    >
      <TextFilterItem
        name="name"
        label={t('safeguard.tables.name')}
        maxLength={63}
        placeholder={t('safeguard.tables.namePlaceholder')}
      />
    </FilterFormShell>
  );
}
