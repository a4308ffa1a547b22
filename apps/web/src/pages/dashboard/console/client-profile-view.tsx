import { Descriptions, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import type { ClientProfile, ValueChoice } from '@bo/contract';
import { EllipsisText } from '../../../components/ellipsis-text';
import { FIELD_GROUPS, READ_ONLY_FIELDS, type FieldDef } from './client-fields';
import { optionLabel } from './client-field-input';
import { choiceOptions } from './client-choices';

/** Fields shown as codes: never broken inside (ellipsised with a tooltip when there is no room). */
const CODE_FIELDS: ReadonlySet<string> = new Set([
  'guestcode',
  'khcode',
  'telephone',
  'mobile',
  'fax',
  'smsmobile',
  'email',
  'zip',
  'account',
  'htdate',
]);

/** The read-only profile, in the same groups as the form. */
export function ProfileView({
  profile,
  label,
  choices,
}: {
  profile: ClientProfile;
  label: (f: FieldDef) => string;
  /** The branch's value lists (once read): a listed word shows in the reader's language. */
  choices?: Partial<Record<string, ValueChoice[]>>;
}) {
  const { t, i18n } = useTranslation();
  const show = (f: FieldDef) => {
    const v = profile[f.name];
    if (f.kind === 'flag') return t(v === 1 ? 'dashboard.client.yes' : 'dashboard.client.no');
    if (f.kind === 'select') return optionLabel(t, f.name, v);
    const listed = f.kind === 'choice' && v !== '' ? choiceOptions(choices?.[f.name], v, i18n.language, String) : [];
    const word = listed.find((o) => o.value === v && !o.outside);
    if (word) return word.label;
    return v === '' || v === null ? t('dashboard.client.empty') : String(v);
  };
  return (
    <>
      {FIELD_GROUPS.map((g) => (
        <Descriptions
          key={g.key}
          size="small"
          bordered
          title={t(`dashboard.client.groups.${g.key}`)}
          column={{ xs: 1, sm: 2, md: 3 }}
          style={{ marginBottom: 16 }}
          // Label above value in columns of equal width (fixed table layout): a 100-character
          // name wraps inside its cell instead of squeezing the others, labels stay on one line
          // (ellipsised with a tooltip), codes never break.
          layout="vertical"
          className="dash-profile"
          classNames={{ content: 'bo-wrap-anywhere' }}
          items={g.fields.map((f) => ({
            key: f.name,
            label: READ_ONLY_FIELDS.includes(f.name) ? (
              <Tooltip title={t('dashboard.client.readOnly')}>
                <EllipsisText text={label(f)} />
              </Tooltip>
            ) : (
              <EllipsisText text={label(f)} />
            ),
            span: f.kind === 'textarea' ? 'filled' : 1,
            // Typed values are the client's data, in whatever language they were typed (the e2e language check leaves them alone).
            children: CODE_FIELDS.has(f.name) ? (
              <EllipsisText code text={show(f)} data-field={f.name} data-user-content="" />
            ) : (
              <span data-field={f.name} data-user-content={f.kind === 'flag' || f.kind === 'select' ? undefined : ''}>
                {show(f)}
              </span>
            ),
          }))}
        />
      ))}
    </>
  );
}
