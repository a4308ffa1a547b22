import { ExceptionResult } from '../../../components/exception-result';

/** /exception/500 */
export default function Exception500Page() {
  return <ExceptionResult status={500} />;
}
