import type { ApiRow } from '@bo/contract';
import { Muted, TextCell } from '../../../components/list-page/cells';
import type { ColumnSpec } from '../../../components/list-page/columns';
import { RoleNames } from '../../../components/role-names';
import { Tag, type TagColour } from '../../../components/tag';
import { pickLang } from '../../../locales/pick-lang';

const METHOD_COLOUR: Record<string, TagColour> = { GET: 'blue', POST: 'green', PUT: 'orange', DELETE: 'red' };

/** The API catalogue's columns. */
export const API_COLUMNS: ColumnSpec<ApiRow>[] = [
  {
    key: 'path',
    title: 'menus.api.col.path',
    width: 300,
    sort: 'path',
    render: (r) => <TextCell text={r.path} code userContent={false} testId="api-path" />,
  },
  {
    key: 'method',
    title: 'menus.api.col.method',
    width: 90,
    sort: 'method',
    render: (r) => <Tag colour={METHOD_COLOUR[r.method] ?? 'grey'}>{r.method}</Tag>,
  },
  {
    key: 'group',
    title: 'menus.api.col.group',
    width: 110,
    sort: 'group',
    render: (r) => <TextCell text={r.group} code userContent={false} />,
  },
  {
    key: 'access',
    title: 'menus.api.col.access',
    width: 220,
    sort: 'mark',
    render: (r, { t, lang }) =>
      r.mark ? (
        <TextCell
          text={r.markTitle ? `${r.mark} · ${pickLang(lang, r.markTitle.cn, r.markTitle.en)}` : r.mark}
          userContent={false}
          testId="api-mark"
        />
      ) : (
        <Muted>{t(`menus.api.access.${r.access}`)}</Muted>
      ),
  },
  {
    key: 'roles',
    title: 'menus.api.col.roles',
    width: 220,
    render: (r, { t }) =>
      r.access === 'public' ? (
        <Muted>{t('menus.api.everyone')}</Muted>
      ) : (
        <RoleNames roles={r.roles} none={t('menus.api.noRole')} />
      ),
  },
  {
    key: 'summary',
    title: 'menus.api.col.summary',
    width: 320,
    render: (r, { lang }) => (
      <TextCell
        text={r.title ? `${pickLang(lang, r.title.cn, r.title.en)} · ${r.summary}` : r.summary}
        userContent={false}
      />
    ),
  },
];
