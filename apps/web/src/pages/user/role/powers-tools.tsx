import { Button, Input } from 'antd';
import { useTranslation } from 'react-i18next';

interface Props {
  search: string;
  onSearch: (search: string) => void;
  onExpandAll: () => void;
  onCollapseAll: () => void;
  counts: { granted: number; total: number };
  dirty: boolean;
}

/** Above the powers tree: search, expand and collapse all, how many rows are granted, and "unsaved". */
export function PowersTools({ search, onSearch, onExpandAll, onCollapseAll, counts, dirty }: Props) {
  const { t } = useTranslation();
  return (
    <>
      <div className="pw-tools">
        <Input.Search
          allowClear
          placeholder={t('roles.powers.search')}
          aria-label={t('roles.powers.search')}
          value={search}
          onChange={(e) => onSearch(e.target.value)}
          className="pw-search"
          data-testid="powers-search"
        />
        <Button onClick={onExpandAll} data-testid="powers-expand">
          {t('roles.powers.expandAll')}
        </Button>
        <Button onClick={onCollapseAll} data-testid="powers-collapse">
          {t('roles.powers.collapseAll')}
        </Button>
      </div>
      <div className="pw-status">
        <span className="bo-muted" data-testid="powers-counts">
          {t('roles.powers.counts', { granted: counts.granted, total: counts.total })}
        </span>
        {dirty && (
          <span className="ot ot-gold" data-testid="powers-dirty">
            {t('roles.powers.unsaved')}
          </span>
        )}
      </div>
    </>
  );
}
