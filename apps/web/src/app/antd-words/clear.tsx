// Used only by the build (vite.config.ts, antdIconsDecorative): the CloseCircleFilled antd draws alone in a control, with the control's words.
import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import { useTranslation } from 'react-i18next';
import { WordedIcon } from '../../components/worded-icon';

export default function WordedCloseCircleFilled(props: Record<string, unknown>) {
  const { t } = useTranslation();
  return <WordedIcon icon={<CloseCircleFilled {...props} />} words={t('common.clear')} />;
}
