// Used only by the build (vite.config.ts, antdIconsDecorative): the RightOutlined antd draws alone in a control, with the control's words.
import RightOutlined from '@ant-design/icons/es/icons/RightOutlined';
import { useTranslation } from 'react-i18next';
import { WordedIcon } from '../../components/worded-icon';

export default function WordedRightOutlined(props: Record<string, unknown>) {
  const { t } = useTranslation();
  return <WordedIcon icon={<RightOutlined {...props} />} words={t('common.nextPage')} />;
}
