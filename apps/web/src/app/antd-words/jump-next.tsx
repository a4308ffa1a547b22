// Used only by the build (vite.config.ts, antdIconsDecorative): the DoubleRightOutlined antd draws alone in a control, with the control's words.
import DoubleRightOutlined from '@ant-design/icons/es/icons/DoubleRightOutlined';
import { useTranslation } from 'react-i18next';
import { WordedIcon } from '../../components/worded-icon';

export default function WordedDoubleRightOutlined(props: Record<string, unknown>) {
  const { t } = useTranslation();
  return <WordedIcon icon={<DoubleRightOutlined {...props} />} words={t('common.next5Pages')} />;
}
