// Used only by the build (vite.config.ts, antdIconsDecorative): the DoubleLeftOutlined antd draws alone in a control, with the control's words.
import DoubleLeftOutlined from '@ant-design/icons/es/icons/DoubleLeftOutlined';
import { useTranslation } from 'react-i18next';
import { WordedIcon } from '../../components/worded-icon';

export default function WordedDoubleLeftOutlined(props: Record<string, unknown>) {
  const { t } = useTranslation();
  return <WordedIcon icon={<DoubleLeftOutlined {...props} />} words={t('common.prev5Pages')} />;
}
