import { Empty } from 'antd';

/**
 * "Nothing to show" in antd's simple look. Loaded as a lazy part where a block may be empty (the
 * dashboard's blocks), so antd's Empty is not in a page's first load.
 */
export default function EmptyState({ description }: { description?: string }) {
  return <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={description} />;
}
