import { ExceptionResult } from '../../../components/exception-result';

/** /exception/404 */
export default function Exception404Page() {
  return <ExceptionResult status={404} />;
}
