/**
 * The list-page kit (issue 35): the one way to build a list page on the data table. A page is
 * its rules (route, table id, URL words), its list call, its columns as data, and its dialogs:
 *
 *   // size-rules.ts, size-queries.ts: SIZES_ROUTE, SIZES_TABLE, SIZE_RULES; sizeQueries.list(user, state)
 *   // columns.tsx
 *   export const SIZE_COLUMNS: ColumnSpec<CardSizeRow, SizeContext>[] = [
 *     { key: 'name', title: 'cards.size.col.name', width: 200, sort: 'name', render: (r) => <TextCell text={r.name} /> },
 *     { key: 'actions', title: 'cards.actions', width: 150, when: (c) => c.canEdit, render: (r, c) => (
 *         <RowActions><RowAction opens={SizeDialog} onClick={() => c.open('edit', r)} testId="size-edit">…</RowAction></RowActions>) },
 *   ];
 *   // index.tsx
 *   const dialog = useRowDialog<'add' | 'edit' | 'remove', CardSizeRow | null>();
 *   const columns = useColumns(SIZE_COLUMNS, { canEdit, open: dialog.open });
 *   <ListPage testId="sizes-page" route={SIZES_ROUTE} table={SIZES_TABLE} rules={SIZE_RULES} columns={columns}
 *     keyColumn="name" query={sizeQueries.list} filters={SizeFilters} empty={t('cards.size.empty')}
 *     add={canEdit && { label: t('cards.size.add'), opens: SizeDialog, onClick: () => dialog.open('add', null), testId: 'size-add' }}>
 *     <Opened value={dialog.current}>{(d) => <SizeDialog key={dialog.key} … onClose={dialog.close} />}</Opened>
 *   </ListPage>
 *   // prefetch.ts
 *   export default listPrefetch({ route: SIZES_ROUTE, rules: SIZE_RULES, table: SIZES_TABLE, query: sizeQueries.list });
 *
 * - list-page.tsx   ListPage: the data table bound to the user's branch, export, toolbar and Add button, dialogs beside it.
 * - columns.ts      ColumnSpec (a column as data: locale key, width, render(row, context)), useColumns.
 * - cells.tsx       TextCell, TimeCell, Muted: a cell's text, time or dash. Tags: components/tag.tsx.
 * - row-actions.tsx RowActions, RowAction, RowLink: a row's buttons (row-menu.tsx: RowMenu), loading what they open on a hint.
 * - row-confirm.tsx RowConfirm: an action asked again in a popover (lazily loaded).
 * - row-switch.tsx  RowSwitch: a row's on/off switch (lazily loaded).
 * - toolbar-button.tsx ToolbarButton: add, reorder, reload … (the icon alone at 800 px and narrower).
 * - use-row-dialog.ts useRowDialog: which dialog is open on which row; opened.tsx: Opened.
 * - list-prefetch.ts listPrefetch: the route loader's prefetch of a list page.
 * - A row's write (a switch, an action): useSubmit({ show: 'message' }) of components/submit/use-submit.ts.
 *
 * Import each from its own file: this index only documents the kit.
 */
export {};
