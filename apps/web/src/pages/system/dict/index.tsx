import { Suspense } from 'react';
import { Button, Skeleton } from 'antd';
import { PlusOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useAllow } from '../../../components/allow';
import { Opened } from '../../../components/list-page/opened';
import { useRowDialog } from '../../../components/list-page/use-row-dialog';
import { usePageStrings } from '../../../components/use-page-strings';
import { usePageTitle } from '../../../components/use-page-title';
import { lazyPart } from '../../../lib/lazy-part';
import { pickLang } from '../../../locales/pick-lang';
import { useUserStore } from '../../../stores/user';
import { valueListsQuery } from './dict-queries';
import { DICT_EDIT_MARK, DICT_ROUTE, shownList } from './dict-rules';
import { EditableList } from './editable-list';
import { FixedList } from './fixed-list';
import type { ValueItem, ValueList } from '@bo/contract';
import './dict.css';

/** The chooser (antd Select) and a load error (antd Alert) are not in the page's first load. */
const ListChooser = lazyPart(() => import('./list-chooser'));
const LoadError = lazyPart(() => import('../../../components/load-error'));
/** The add and rename form (antd Form, Input) loads when first opened or hovered. */
const ItemDialog = lazyPart(() => import('./item-dialog'));

/**
 * /system/dict (issue 37 #10, RuoYi's 字典管理): the branch's value lists. A list is chosen at the
 * top (kept in the address, `?list=`). An editable list's items can be added, renamed, enabled or
 * disabled, dragged into order and removed (dict:edit); a fixed list (spec §3, §9) is shown
 * read-only. The server decides every rule.
 */
export default function SystemDictPage() {
  return usePageStrings('dict') ? <DictView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function DictView() {
  const { t, i18n } = useTranslation();
  const title = usePageTitle(DICT_ROUTE);
  const user = useUserStore((s) => s.info)!;
  const canEdit = useAllow(DICT_ROUTE, DICT_EDIT_MARK);
  const [params, setParams] = useSearchParams();
  const answer = useQuery(valueListsQuery(user));
  const dialog = useRowDialog<'add' | 'edit', { id: string; list: ValueList; item: ValueItem | null }>();
  const lang = i18n.language;

  if (answer.isError && !answer.data)
    return (
      <Suspense fallback={null}>
        <LoadError
          message={answer.error.message}
          retryLabel={t('common.retry')}
          onRetry={() => void answer.refetch()}
        />
      </Suspense>
    );
  if (!answer.data) return <Skeleton active paragraph={{ rows: 6 }} />;
  const shown = shownList(answer.data, params.get('list'));
  const name = (l: { cn: string; en: string }) => pickLang(lang, l.cn, l.en);
  const choose = (code: string) => setParams({ list: code }, { replace: true });

  return (
    <section className="dict-page" data-testid="dict-page">
      <h2 className="dict-page-title">{title}</h2>
      <div className="dict-bar">
        <label htmlFor="dict-list" className="dict-bar-label">
          {t('dict.list')}
        </label>
        <Suspense fallback={<span className="dict-select dict-select-slot" />}>
          <ListChooser
            value={shown.list.code}
            onChange={choose}
            groups={[
              {
                label: t('dict.editableLists'),
                options: answer.data.lists.map((l) => ({ value: l.code, label: name(l) })),
              },
              {
                label: t('dict.fixedLists'),
                options: answer.data.fixed.map((l) => ({ value: l.code, label: name(l) })),
              },
            ]}
          />
        </Suspense>
        {shown.kind === 'editable' && canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => dialog.open('add', { id: shown.list.code, list: shown.list, item: null })}
            onPointerEnter={ItemDialog.preload}
            onFocus={ItemDialog.preload}
            data-testid="dict-add"
          >
            {t('dict.add')}
          </Button>
        )}
      </div>
      <h3 className="dict-title" data-testid="dict-title">
        {name(shown.list)}
      </h3>
      {shown.kind === 'editable' ? (
        <>
          <p className="bo-muted" data-testid="dict-help">
            {t(canEdit ? 'dict.editableHelp' : 'dict.readHelp', { field: name(shown.list) })}
          </p>
          <EditableList
            key={shown.list.code}
            list={shown.list}
            canEdit={canEdit}
            reload={() => answer.refetch()}
            onEdit={(item) => dialog.open('edit', { id: String(item.id), list: shown.list, item })}
            dialog={ItemDialog}
          />
        </>
      ) : (
        <>
          <p className="bo-muted" data-testid="dict-help">
            {t('dict.fixedHelp')}
          </p>
          <FixedList list={shown.list} />
        </>
      )}
      <Opened value={dialog.current}>
        {(d) => <ItemDialog key={dialog.key} list={d.row.list} item={d.row.item} onClose={dialog.close} />}
      </Opened>
    </section>
  );
}
