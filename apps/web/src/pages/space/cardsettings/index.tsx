import { Skeleton } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CardTemplateRow } from '@bo/contract';
import { useAllow } from '../../../components/allow';
import { useColumns } from '../../../components/list-page/columns';
import { ListPage } from '../../../components/list-page/list-page';
import { Opened } from '../../../components/list-page/opened';
import { useRowDialog } from '../../../components/list-page/use-row-dialog';
import { useNamedRowSwitch } from '../../../components/list-page/use-named-row-switch';
import { usePageStrings } from '../../../components/use-page-strings';
import { lazyPart } from '../../../lib/lazy-part';
import { useUserStore } from '../../../stores/user';
import { TEMPLATE_COLUMNS, type TemplateDialogKind } from './columns';
import { invalidateTemplates, templateQueries } from './template-queries';
import { TEMPLATE_EDIT_MARK, TEMPLATE_RULES, TEMPLATES_ROUTE, TEMPLATES_TABLE } from './template-rules';
import { setTemplateStatus } from './templates-api';
import { filterFormPart } from '../../../components/data-table/filter-form-part';

const TemplateFilters = filterFormPart(() => import('./template-filters'));
/** The editor (antd Form, uploads, the live preview) loads when first opened or hovered. */
const TemplateDialog = lazyPart(() => import('./template-dialog'));
/** The preview (the drawn card with a side switch) loads when first opened or hovered. */
const PreviewDialog = lazyPart(() => import('./preview-dialog'));

/**
 * /space/cardsettings, the branch's business-card templates (issue 13 #5): the data table with
 * each template's size, paper, finish and lowest price; add, edit, enable or disable and delete
 * (card:edit); a preview of the card drawn from the template with sample data.
 */
export default function SpaceCardsettingsPage() {
  return usePageStrings('cards') ? <TemplatesView /> : <Skeleton active paragraph={{ rows: 6 }} />;
}

function TemplatesView() {
  const { t } = useTranslation();
  const user = useUserStore((s) => s.info)!;
  const client = useQueryClient();
  const canEdit = useAllow(TEMPLATES_ROUTE, TEMPLATE_EDIT_MARK);
  const dialog = useRowDialog<TemplateDialogKind, CardTemplateRow | null>();
  const { toggle, toggling } = useNamedRowSwitch(
    () => invalidateTemplates(client, user),
    (r: CardTemplateRow, on) => setTemplateStatus({ id: r.id, version: r.version, status: on ? 1 : 0 }),
    ['cards.done.enabled', 'cards.done.disabled'],
  );
  const columns = useColumns(TEMPLATE_COLUMNS, {
    canEdit,
    toggle,
    toggling,
    open: dialog.open,
    editor: TemplateDialog,
    preview: PreviewDialog,
  });

  return (
    <ListPage
      testId="templates-page"
      route={TEMPLATES_ROUTE}
      table={TEMPLATES_TABLE}
      rules={TEMPLATE_RULES}
      columns={columns}
      keyColumn="name"
      query={templateQueries.list}
      filters={TemplateFilters}
      empty={t('cards.template.empty')}
      add={
        canEdit && {
          label: t('cards.template.add'),
          opens: TemplateDialog,
          onClick: () => dialog.open('add', null),
          testId: 'template-add',
        }
      }
    >
      <Opened value={dialog.current}>
        {({ kind, row }) =>
          kind === 'preview' ? (
            <PreviewDialog template={row!} onClose={dialog.close} />
          ) : (
            <TemplateDialog key={dialog.key} kind={kind} template={row} onClose={dialog.close} />
          )
        }
      </Opened>
    </ListPage>
  );
}
