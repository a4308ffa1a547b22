import { useTranslation } from 'react-i18next';
import type { CatalogueRole } from '@bo/contract';
import { EllipsisText } from './ellipsis-text';
import { pickLang } from '../locales/pick-lang';

/** The roles of the branch in the user's language, on one line (the whole list on hover when cut), or what to say when none. */
export function RoleNames({ roles, none }: { roles: CatalogueRole[]; none: string }) {
  const { i18n } = useTranslation();
  if (!roles.length) return <span className="bo-muted">{none}</span>;
  const text = roles.map((r) => pickLang(i18n.language, r.name, r.nameEn)).join(i18n.language === 'en' ? ', ' : '、');
  return <EllipsisText text={text} data-user-content="" data-testid="role-names" />;
}
