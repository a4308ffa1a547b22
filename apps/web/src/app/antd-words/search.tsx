// Used only by the build (vite.config.ts, antdIconsDecorative): the SearchOutlined antd draws alone in Input.Search's button, with the button's words.
import SearchOutlined from '@ant-design/icons/es/icons/SearchOutlined';
import { useTranslation } from 'react-i18next';
import { WordedIcon } from '../../components/worded-icon';

export default function WordedSearchOutlined(props: Record<string, unknown>) {
  const { t } = useTranslation();
  return <WordedIcon icon={<SearchOutlined {...props} />} words={t('table.search')} />;
}
