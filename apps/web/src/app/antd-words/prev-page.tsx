// Used only by the build (vite.config.ts, antdIconsDecorative): the LeftOutlined antd draws alone in a control, with the control's words.
import LeftOutlined from '@ant-design/icons/es/icons/LeftOutlined';
import { useTranslation } from 'react-i18next';
import { WordedIcon } from '../../components/worded-icon';

export default function WordedLeftOutlined(props: Record<string, unknown>) {
  const { t } = useTranslation();
  return <WordedIcon icon={<LeftOutlined {...props} />} words={t('common.prevPage')} />;
}
